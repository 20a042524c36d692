"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { addDecisionNoteAction, editDecisionNoteAction } from "@/lib/inbox/actions";
import type { DecisionNote } from "@/lib/inbox/notes";
import { NoteByline } from "./note-byline";

const MAX_NOTE = 2000;

function NoteEditor({ note, onDone }: { note: DecisionNote; onDone: () => void }) {
  const t = useTranslations("inbox.notes");
  const edit = useFormAction(editDecisionNoteAction);
  const fieldId = `note-edit-${note.id}`;
  useEffect(() => {
    if (edit.successes > 0) onDone();
  }, [edit.successes, onDone]);
  return (
    <ActionForm form={edit} className="grid gap-2">
      <input type="hidden" name="id" value={note.id} />
      <Field id={fieldId} label={t("editLabel")} errors={edit.errors("body")}>
        <Textarea name="body" required maxLength={MAX_NOTE} defaultValue={note.body} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.pending}>
          {t("saveEdit")}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </ActionForm>
  );
}

/** A decision's thread of notes: everyone who may view reads it, reviewers add notes and edit their own. */
export function DecisionNotes({
  decisionId,
  notes,
  viewerId,
  canWrite,
}: {
  decisionId: string;
  notes: DecisionNote[];
  viewerId: string;
  canWrite: boolean;
}) {
  const t = useTranslations("inbox.notes");
  const format = useFormatter();
  const add = useFormAction(addDecisionNoteAction);
  const [editing, setEditing] = useState<string | null>(null);
  const date = (value: Date) => format.dateTime(value, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card aria-labelledby="notes-title" data-testid="decision-notes">
      <CardTitle id="notes-title" className="mb-1">
        {t("title")}
      </CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">{t("description")}</p>
      {notes.length === 0 ? (
        <p className="mb-4 text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ol className="mb-4 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="note">
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <NoteByline author={note.author} />
                <time dateTime={note.createdAt.toISOString()}>{date(note.createdAt)}</time>
                {note.editedAt && (
                  <span data-testid="note-edited">({t("edited", { date: date(note.editedAt) })})</span>
                )}
              </p>
              {editing === note.id ? (
                <NoteEditor note={note} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  {canWrite && note.authorId === viewerId && (
                    <Button
                      type="button"
                      size="sm"
                      variant="link"
                      className="h-auto justify-self-start px-0"
                      onClick={() => setEditing(note.id)}
                    >
                      {t("edit")}
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <ActionForm form={add} success={t("added")} className="grid gap-2">
          <input type="hidden" name="decisionId" value={decisionId} />
          <Field id="note-add" label={t("add")} errors={add.errors("body")}>
            <Textarea name="body" required maxLength={MAX_NOTE} />
          </Field>
          <Button type="submit" variant="secondary" disabled={add.pending} className="justify-self-start">
            {t("save")}
          </Button>
        </ActionForm>
      ) : (
        <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
      )}
    </Card>
  );
}
