import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import packageJson from "@/package.json";

export interface InstanceIdentity {
  /** Unique per process start: host, process id and a random suffix (a restarted pid is a new instance). */
  id: string;
  version: string;
  host: string;
  pid: number;
  startedAt: Date;
}

const holder = globalThis as unknown as { __thisInstance?: InstanceIdentity };

/** This process as the System page lists it (one identity across route bundles and dev-server reloads). */
export function thisInstance(): InstanceIdentity {
  holder.__thisInstance ??= {
    id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    version: packageJson.version,
    host: hostname(),
    pid: process.pid,
    startedAt: new Date(),
  };
  return holder.__thisInstance;
}
