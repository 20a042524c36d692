import { startSandbox } from "@/sandbox/server";
const s = await startSandbox({ host: "127.0.0.1", port: 4391 });
console.log(s.url);
