import { useFormatter, useLocale, useTranslations } from "next-intl";
import { DateRangeFields, FilterBar } from "@/components/filter-bar";
import { Field } from "@/components/ui/field";
import { Checkbox, Input, Select } from "@/components/ui/input";
import type { Locale } from "@/lib/i18n/config";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import type { Disposition } from "@/lib/inbox/dispositions";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { personLabel } from "@/lib/users/person-label";

/** The list's filters, also those the CSV export takes. */
export function InboxFilters({
  filter,
  reviewers,
  dispositions,
}: {
  filter: InboxFilter;
  reviewers: { id: string; name: string; email: string }[];
  dispositions: Disposition[];
}) {
  const t = useTranslations("inbox.filters");
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const window =
    filter.since && filter.before
      ? t("receivedBetween", { since: time(filter.since), before: time(filter.before) })
      : filter.since
        ? t("receivedSince", { since: time(filter.since) })
        : filter.before
          ? t("receivedBefore", { before: time(filter.before) })
          : null;
  return (
    <FilterBar
      action="/inbox"
      clearHref="/inbox"
      className="lg:grid-cols-7"
      extra={
        <>
          {(filter.reason || filter.reviewer || filter.age) && (
            <p className="text-sm text-muted-foreground" data-testid="insight-filter">
              {t("fromInsights")}
            </p>
          )}
          {window && (
            <p className="text-sm text-muted-foreground" data-testid="window-filter">
              {window}
            </p>
          )}
          <Checkbox
            className="inline-flex"
            name="conflict"
            value="1"
            defaultChecked={Boolean(filter.conflict)}
            label={t("conflictOnly")}
          />
        </>
      }
    >
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.review && <input type="hidden" name="review" value={filter.review} />}
      {/* Narrowings that come from the insights' links: kept while the other filters change. */}
      {filter.reason && <input type="hidden" name="reason" value={filter.reason} />}
      {filter.reviewer && <input type="hidden" name="reviewer" value={filter.reviewer} />}
      {filter.age && <input type="hidden" name="age" value={filter.age} />}
      {filter.overdue && <input type="hidden" name="overdue" value={filter.overdue} />}
      {/* The window of a message's link (the compliance digest), kept likewise. */}
      {filter.since && <input type="hidden" name="since" value={filter.since} />}
      {filter.before && <input type="hidden" name="before" value={filter.before} />}
      <Field id="q" label={t("search")} className="lg:col-span-2">
        <Input id="q" name="q" type="search" defaultValue={filter.q} placeholder={t("searchPlaceholder")} />
      </Field>
      <Field id="assignee" label={t("assignee")}>
        <Select id="assignee" name="assignee" defaultValue={filter.assignee ?? ""}>
          <option value="">{t("anyone")}</option>
          <option value="me">{t("me")}</option>
          <option value="none">{t("unassigned")}</option>
          {reviewers.map((reviewer) => (
            <option key={reviewer.id} value={reviewer.id}>
              {personLabel(reviewer)}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields from={filter.from} to={filter.to} labels={{ from: t("from"), to: t("to") }} />
      <Field id="disposition" label={t("disposition")}>
        <Select id="disposition" name="disposition" defaultValue={filter.disposition ?? ""}>
          <option value="">{t("anyDisposition")}</option>
          <option value="any">{t("withDisposition")}</option>
          <option value="none">{t("withoutDisposition")}</option>
          <option value="disagreeing">{t("disagreeing")}</option>
          {dispositions.map((disposition) => (
            <option key={disposition.id} value={disposition.id}>
              {dispositionLabel(disposition, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="sort" label={t("sort")}>
        <Select id="sort" name="sort" defaultValue={filter.sort}>
          <option value="newest">{t("newest")}</option>
          <option value="oldest">{t("oldest")}</option>
          <option value="rejected_first">{t("rejectedFirst")}</option>
        </Select>
      </Field>
    </FilterBar>
  );
}
