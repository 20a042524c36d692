import "./load-env";
import { generatePassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { resetPassword, setDisabled } from "@/lib/users/users";

// Recovery from the shell for an operator who lost the only admin password: a new one, printed once, good only
// for choosing their own at the next sign-in (like any password someone else issued: resetPassword).
const email = process.argv[2]?.toLowerCase();
if (!email) {
  console.error("Usage: npm run admin:reset -- <email>");
  process.exit(1);
}
const client = db();
const user = await client.user.findUnique({ where: { email } });
if (!user) {
  console.error(`No user with the email ${email}`);
  process.exit(1);
}
const password = generatePassword();
await resetPassword(client, user.id, password);
if (user.disabledAt) await setDisabled(client, user.id, false);
console.info(`New password for ${email} (choose your own at the next sign-in): ${password}`);
await client.$disconnect();
