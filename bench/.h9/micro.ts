import { offsetMinutes } from "@/lib/i18n/time-zone";
let t = performance.now();
for (let i = 0; i < 5000; i++) offsetMinutes("Asia/Jakarta", new Date());
console.log("offsetMinutes x5000", (performance.now() - t).toFixed(0), "ms");
