import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { CustomerNotes } from "@/lib/inbox/customer";
import { NoteByline } from "./note-byline";

/** The review notes and thread notes on a customer's decisions, newest first. */
export function CustomerNotesList({ notes }: { notes: CustomerNotes }) {
  const t = useTranslations("inbox.customer");
  const tNotes = useTranslations("inbox.notes");
  const format = useFormatter();
  const date = (value: Date) => format.dateTime(value, { dateStyle: "medium", timeStyle: "short" });
  if (notes.rows.length === 0) return <p className="text-sm text-muted-foreground">{t("noNotes")}</p>;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {notes.rows.map((note) => (
          <li
            key={`${note.kind}-${note.id}`}
            className="grid gap-1 rounded-md border p-3 text-sm"
            data-testid="customer-note"
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{t(`kinds.${note.kind}`)}</span>
              <Link href={`/inbox/${note.decisionId}`} className="font-mono text-primary hover:underline">
                {t("onDecision", { reference: note.reference })}
              </Link>
              <NoteByline author={note.author} />
              <time dateTime={note.at.toISOString()}>{date(note.at)}</time>
              {note.editedAt && <span>({tNotes("edited", { date: date(note.editedAt) })})</span>}
            </p>
            <p className="whitespace-pre-wrap break-words">{note.body}</p>
          </li>
        ))}
      </ol>
      {notes.more && (
        <p className="text-sm text-muted-foreground">{t("notesShown", { shown: notes.rows.length })}</p>
      )}
    </div>
  );
}
