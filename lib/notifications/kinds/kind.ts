import type { z } from "zod";
import type { Locale } from "@/lib/i18n/config";
import type { Topic } from "../topics";

/**
 * What a message says, before a channel shapes it: email writes it as plain text and simple HTML, Slack as text
 * and blocks, the JSON webhook sends the kind and its params beside it. Never a secret or customer PII: the
 * references, counts and links a recipient of the topic may see.
 */
export interface MessageContent {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** Label and value pairs (a list in HTML, fields in Slack). */
  facts?: { label: string; value: string }[];
  /** The one place in the app the message points to; the channel makes the path absolute. */
  link?: { label: string; path: string };
  /** Several places, in order, for a message with more than one (a digest's lists); rendered like `link`. */
  links?: { label: string; path: string }[];
}

export interface RenderContext {
  locale: Locale;
  timeZone: string;
  /** The kind's messages (`notifications.<kind name>.*` in messages/<locale>). */
  t: (key: string, values?: Record<string, string | number | Date>) => string;
  /** A time in the recipient's zone and language. */
  dateTime: (date: Date) => string;
}

export interface NotificationKind<P> {
  topic: Topic;
  /** Checked when queued and again when sent (a row written by an older version may no longer parse). */
  params: z.ZodType<P>;
  render: (params: P, context: RenderContext) => MessageContent;
}

export function defineKind<P>(kind: NotificationKind<P>): NotificationKind<P> {
  return kind;
}
