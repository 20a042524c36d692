/** The two app instances of the multi-instance lane (same PostgreSQL database, same sandbox). */
const first = Number(process.env.E2E_MULTI_PORT ?? 3120);
export const INSTANCE_PORTS = [first, first + 1] as const;
export const INSTANCES = INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);
export const MULTI_SANDBOX_PORT = Number(process.env.E2E_MULTI_SANDBOX_PORT ?? 4120);
export const MULTI_SANDBOX_URL = `http://127.0.0.1:${MULTI_SANDBOX_PORT}`;
