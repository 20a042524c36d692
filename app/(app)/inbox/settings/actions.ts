"use server";
import { revalidatePath } from "next/cache";
import { audit } from "@/lib/audit/audit";
import { imageHostsFormSchema, saveImageHosts } from "@/lib/inbox/image-hosts";
import { defineAction } from "@/lib/safe-action";

export const saveImageHostsAction = defineAction({
  name: "inbox.saveImageHosts",
  permission: "settings.provider",
  input: imageHostsFormSchema,
  async run({ hosts }, { user, db, ip }) {
    await saveImageHosts(db, hosts, user.email);
    await audit(db, {
      actor: user,
      action: "inbox.image_hosts_update",
      target: { type: "inbox_settings", id: "default" },
      outcome: "success",
      detail: { hosts: hosts.join(","), count: hosts.length },
      ip,
    });
    revalidatePath("/inbox/settings");
    return null;
  },
});
