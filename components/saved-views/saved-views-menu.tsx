"use client";
import { Bookmark, ChevronDown } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { comparableQuery, PAGES_OF_VIEWS, type SavedViewPage, WITHOUT_VIEW } from "@/lib/saved-views/pages";
import type { SavedViewItem } from "@/lib/saved-views/views";
import { ManageViewDialog } from "./manage-view-dialog";
import { SaveViewDialog } from "./save-view-dialog";

type Open = { kind: "save" } | { kind: "manage"; id: string } | null;

/**
 * The "Views" menu of a list page: opens a saved view (a link to the page with its filters: the URL stays what
 * the page shows), saves the current filters as one, and manages the view on screen.
 */
export function SavedViewsMenu({ page, views }: { page: SavedViewPage; views: SavedViewItem[] }) {
  const t = useTranslations("savedViews");
  const search = useSearchParams().toString();
  const [open, setOpen] = useState<Open>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const openingDialog = useRef(false);
  const path = PAGES_OF_VIEWS[page].path;
  const here = comparableQuery(page, search);
  const current = views.find((view) => view.query !== null && comparableQuery(page, view.query) === here);
  const managed = open?.kind === "manage" ? views.find((view) => view.id === open.id) : undefined;
  const close = useCallback(() => setOpen(null), []);
  const backToMenu = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  const openDialog = (dialog: Open) => {
    openingDialog.current = true;
    setOpen(dialog);
  };

  const item = (view: SavedViewItem) =>
    view.query === null ? (
      <DropdownMenuItem key={view.id} onSelect={() => openDialog({ kind: "manage", id: view.id })}>
        <ViewLabel view={view} />
        <span className="text-xs text-muted-foreground">{t("outdated")}</span>
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem key={view.id} asChild>
        {/* A document load, not a client navigation: a list's filter form keeps the values it was first given. */}
        <a
          href={`${path}?${view.query || WITHOUT_VIEW}`}
          aria-current={view === current ? "true" : undefined}
        >
          <ViewLabel view={view} />
        </a>
      </DropdownMenuItem>
    );
  const own = views.filter((view) => view.own);
  const shared = views.filter((view) => !view.own);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="secondary">
            <Bookmark className="h-4 w-4" aria-hidden />
            {current ? t("menuCurrent", { name: current.name }) : t("menu")}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          className="max-w-80"
          onCloseAutoFocus={(event) => {
            // The dialog it opens takes the focus; the trigger would take it back.
            if (openingDialog.current) event.preventDefault();
            openingDialog.current = false;
          }}
        >
          {own.length > 0 && <DropdownMenuLabel>{t("mine")}</DropdownMenuLabel>}
          {own.map(item)}
          {shared.length > 0 && <DropdownMenuLabel>{t("shared")}</DropdownMenuLabel>}
          {shared.map(item)}
          {views.length === 0 && <DropdownMenuLabel>{t("none")}</DropdownMenuLabel>}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => openDialog({ kind: "save" })}>
            {t("saveCurrent")}
          </DropdownMenuItem>
          {current && (
            <DropdownMenuItem onSelect={() => openDialog({ kind: "manage", id: current.id })}>
              {t("manage", { name: current.name })}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <a href={`${path}?${WITHOUT_VIEW}`}>{t("withoutView")}</a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={open !== null && (open.kind === "save" || managed !== undefined)}
        onOpenChange={(on) => !on && close()}
      >
        {open?.kind === "save" && (
          <SaveViewDialog page={page} query={search} onSaved={close} onCloseAutoFocus={backToMenu} />
        )}
        {managed && (
          <ManageViewDialog view={managed} page={page} onDeleted={close} onCloseAutoFocus={backToMenu} />
        )}
      </Dialog>
    </>
  );
}

function ViewLabel({ view }: { view: SavedViewItem }) {
  const t = useTranslations("savedViews");
  return (
    <span className="grid">
      <span className="truncate">
        {view.name}
        {view.isDefault && <span className="ml-1 text-xs text-muted-foreground">({t("defaultMark")})</span>}
      </span>
      {view.ownerName && (
        <span className="text-xs text-muted-foreground">{t("sharedBy", { name: view.ownerName })}</span>
      )}
    </span>
  );
}
