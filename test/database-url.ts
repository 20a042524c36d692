/** The integration lane's database: SQLite by default, PostgreSQL when TEST_DATABASE_URL names one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "file:./data/test-integration.db";
