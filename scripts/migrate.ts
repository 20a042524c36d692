import "./load-env";
import { migrate } from "@/lib/db/migrate";

const url = process.env.DATABASE_URL || "file:./data/app.db";
const applied = await migrate(url);
console.info(applied.length ? `Database migrated: ${applied.join(", ")}` : "Database is up to date");
