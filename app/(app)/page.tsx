import { redirect } from "next/navigation";
import { requirePage } from "@/lib/auth/guard";
import { startPath } from "@/lib/auth/home";
import { db } from "@/lib/db/client";
import { chosenLanding } from "@/lib/users/landing";

/** Home (and sign-in without a page to return to) opens the person's start page. */
export default async function HomePage() {
  const user = await requirePage("account.self");
  redirect(startPath(user.roles, await chosenLanding(db(), user.id)));
}
