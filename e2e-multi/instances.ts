/** The two app instances of the multi-instance lane (same PostgreSQL database, same sandbox). */
export const INSTANCE_PORTS = [3120, 3121] as const;
export const INSTANCES = INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);
export const MULTI_SANDBOX_PORT = 4120;
export const MULTI_SANDBOX_URL = `http://127.0.0.1:${MULTI_SANDBOX_PORT}`;
