/** Who wrote a note, as people are shown: name and email ("—" when the account is gone). */
export function NoteByline({ author }: { author: { name: string; email: string } | null }) {
  if (!author) return <span>—</span>;
  return (
    <span>
      <span className="font-medium text-foreground">{author.name}</span> · {author.email}
    </span>
  );
}
