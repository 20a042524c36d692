import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { InboxFilter } from "@/lib/inbox/schemas";

/** A plain GET form: the filters live in the URL, so a filtered view can be bookmarked, shared and exported. */
export function InboxFilters({
  filter,
  reviewers,
}: {
  filter: InboxFilter;
  reviewers: { id: string; name: string }[];
}) {
  const t = useTranslations("inbox.filters");
  return (
    <form
      method="get"
      action="/inbox"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.review && <input type="hidden" name="review" value={filter.review} />}
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="q">{t("search")}</Label>
        <Input id="q" name="q" type="search" defaultValue={filter.q} placeholder={t("searchPlaceholder")} />
      </div>
      <Field id="assignee" label={t("assignee")}>
        <Select id="assignee" name="assignee" defaultValue={filter.assignee ?? ""}>
          <option value="">{t("anyone")}</option>
          <option value="me">{t("me")}</option>
          <option value="none">{t("unassigned")}</option>
          {reviewers.map((reviewer) => (
            <option key={reviewer.id} value={reviewer.id}>
              {reviewer.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="from" label={t("from")}>
        <Input id="from" name="from" type="date" defaultValue={filter.from} />
      </Field>
      <Field id="to" label={t("to")}>
        <Input id="to" name="to" type="date" defaultValue={filter.to} />
      </Field>
      <Field id="sort" label={t("sort")}>
        <Select id="sort" name="sort" defaultValue={filter.sort}>
          <option value="newest">{t("newest")}</option>
          <option value="oldest">{t("oldest")}</option>
          <option value="rejected_first">{t("rejectedFirst")}</option>
        </Select>
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="conflict"
            value="1"
            defaultChecked={Boolean(filter.conflict)}
            className="h-4 w-4 accent-primary"
          />
          {t("conflictOnly")}
        </label>
        <span className="flex gap-2 sm:ml-auto">
          <Button type="submit">{t("apply")}</Button>
          <a href="/inbox" className={buttonVariants({ variant: "secondary" })}>
            {t("clear")}
          </a>
        </span>
      </div>
    </form>
  );
}
