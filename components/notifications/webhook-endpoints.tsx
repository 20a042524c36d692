"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field, FieldGroup } from "@/components/ui/field";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useFormAction } from "@/components/ui/use-form-action";
import { OneTimePassword } from "@/components/users/one-time-password";
import {
  createEndpointAction,
  deleteEndpointAction,
  updateEndpointAction,
} from "@/lib/notifications/actions";
import { ENDPOINT_FORMATS } from "@/lib/notifications/schemas";
import { TOPIC_NAMES, type Topic } from "@/lib/notifications/topics";
import type { EndpointView } from "@/lib/notifications/webhook-endpoints";

function TopicBoxes({ id, chosen, errors }: { id: string; chosen: readonly Topic[]; errors?: string[] }) {
  const t = useTranslations("notificationSettings.endpoints");
  return (
    <FieldGroup id={id} legend={t("topics")} errors={errors}>
      {TOPIC_NAMES.map((topic) => (
        <Checkbox
          key={topic}
          name={`topic_${topic}`}
          label={t(`topicNames.${topic}` as "topicNames.jobs")}
          defaultChecked={chosen.includes(topic)}
        />
      ))}
    </FieldGroup>
  );
}

function AddEndpointForm() {
  const t = useTranslations("notificationSettings.endpoints");
  const form = useFormAction(createEndpointAction);
  const created = form.result?.ok ? form.result.data : null;
  return (
    <ActionForm
      form={form}
      className="grid gap-4 border-t pt-4"
      success={
        created &&
        (created.secret ? <OneTimePassword label={t("secretOnce")} password={created.secret} /> : t("added"))
      }
    >
      <h3 className="font-medium">{t("add")}</h3>
      <Field id="endpoint-name" label={t("name")} errors={form.errors("name")}>
        <Input name="name" autoComplete="off" required />
      </Field>
      <Field id="endpoint-format" label={t("format")} hint={t("formatHint")} errors={form.errors("format")}>
        <Select name="format" defaultValue="slack">
          {ENDPOINT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="endpoint-url" label={t("url")} hint={t("urlHint")} errors={form.errors("url")}>
        <Input name="url" type="url" autoComplete="off" required />
      </Field>
      <TopicBoxes id="endpoint-topics" chosen={["operations"]} errors={form.errors("topics")} />
      <Checkbox name="enabled" label={t("enabled")} defaultChecked />
      <Button type="submit" disabled={form.pending} className="justify-self-start">
        {t("addSubmit")}
      </Button>
    </ActionForm>
  );
}

function EditEndpoint({ endpoint }: { endpoint: EndpointView }) {
  const t = useTranslations("notificationSettings.endpoints");
  const form = useFormAction(updateEndpointAction);
  const [open, setOpen] = useState(false);
  const prefix = `edit-${endpoint.id}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("editNamed", { name: endpoint.name })}>
          {t("edit")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("editNamed", { name: endpoint.name })}>
        <ActionForm form={form} className="grid gap-4" success={t("saved")}>
          <input type="hidden" name="id" value={endpoint.id} />
          <Field id={`${prefix}-name`} label={t("name")} errors={form.errors("name")}>
            <Input name="name" defaultValue={endpoint.name} autoComplete="off" required />
          </Field>
          <Field
            id={`${prefix}-url`}
            label={t("url")}
            hint={t("urlKeep", { url: endpoint.url })}
            errors={form.errors("url")}
          >
            <Input name="url" type="url" autoComplete="off" />
          </Field>
          <TopicBoxes id={`${prefix}-topics`} chosen={endpoint.topics} errors={form.errors("topics")} />
          <Checkbox name="enabled" label={t("enabled")} defaultChecked={endpoint.enabled} />
          <Button type="submit" disabled={form.pending} className="justify-self-start">
            {t("save")}
          </Button>
        </ActionForm>
      </DialogContent>
    </Dialog>
  );
}

function DeleteEndpoint({ endpoint }: { endpoint: EndpointView }) {
  const t = useTranslations("notificationSettings.endpoints");
  const form = useFormAction(deleteEndpointAction);
  return (
    <ActionForm form={form} message={false}>
      <input type="hidden" name="id" value={endpoint.id} />
      <ConfirmButton
        label={t("delete")}
        title={t("deleteNamed", { name: endpoint.name })}
        description={t("deleteConfirm")}
        confirm={t("delete")}
        destructive
        disabled={form.pending}
        trigger={{ variant: "ghost", size: "sm", ariaLabel: t("deleteNamed", { name: endpoint.name }) }}
        onConfirm={() => form.formRef.current?.requestSubmit()}
      />
    </ActionForm>
  );
}

/** The chats and systems that receive notifications by webhook. */
export function WebhookEndpoints({ endpoints }: { endpoints: EndpointView[] }) {
  const t = useTranslations("notificationSettings.endpoints");
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">{t("description")}</p>
      {endpoints.length === 0 ? (
        <TableEmpty>{t("none")}</TableEmpty>
      ) : (
        <Table>
          <thead>
            <tr>
              <Th>{t("name")}</Th>
              <Th>{t("format")}</Th>
              <Th>{t("url")}</Th>
              <Th>{t("topics")}</Th>
              <Th>{t("state")}</Th>
              <Th>
                <span className="sr-only">{t("actions")}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id}>
                <Td>{endpoint.name}</Td>
                <Td>{t(`formats.${endpoint.format}`)}</Td>
                <Td className="font-mono text-xs">{endpoint.url}</Td>
                <Td>
                  {endpoint.topics.map((topic) => t(`topicNames.${topic}` as "topicNames.jobs")).join(", ")}
                </Td>
                <Td>
                  <Badge tone={endpoint.enabled ? "success" : "neutral"}>
                    {endpoint.enabled ? t("on") : t("off")}
                  </Badge>
                </Td>
                <Td className="flex gap-1">
                  <EditEndpoint endpoint={endpoint} />
                  <DeleteEndpoint endpoint={endpoint} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AddEndpointForm />
    </Card>
  );
}
