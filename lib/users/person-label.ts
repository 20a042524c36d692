/**
 * A person as the inbox shows them wherever one is chosen or listed: the name alone does not tell apart
 * reviewers named alike, the email (unique per account) does.
 */
export const personLabel = (person: { name: string; email: string }): string =>
  `${person.name} (${person.email})`;
