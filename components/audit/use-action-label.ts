import { useTranslations } from "next-intl";

/** An audit action's label in the reader's language (`history.view` → "User history read"), else its code. */
export function useActionLabel(): (action: string) => string {
  const t = useTranslations("audit.actions");
  return (action) => {
    const key = action.replaceAll(".", "_");
    return t.has(key) ? t(key as "auth_sign_in") : action;
  };
}
