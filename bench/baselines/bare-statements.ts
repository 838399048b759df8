/**
 * The SQL the server runs for validate and the account GET, written out as its query builder compiles it (SQLite's
 * `?`; the PostgreSQL baseline numbers them). If the server's statements change, these change with them: the check
 * before every load (same-answer.ts) fails when the answers differ, not when only the statements do. The card GET's
 * statement is compiled from the server's own builder instead (compiled-statement.ts).
 */
export const statements = {
  companyById: 'select * from "companies" where "id" = ?',
  slotStanding: `select "device_slots".*, "company"."email_confirmed_at" as "company_email_confirmed_at",
      "company_licenses"."company_id" as "license_company_id",
      "company_licenses"."trial_started_at" as "license_trial_started_at",
      "company_licenses"."profile_bonus_at" as "license_profile_bonus_at",
      "company_licenses"."price_list_bonus_at" as "license_price_list_bonus_at",
      "company_licenses"."updated_at" as "license_updated_at", "period"."starts_at" as "period_starts_at",
      "period"."ends_at" as "period_ends_at", "period"."devices" as "period_devices"
    from "device_slots"
    inner join (select "companies"."id", "companies"."email_confirmed_at" from "companies") as "company"
      on "company"."id" = "device_slots"."company_id"
    left join "company_licenses" on "company_licenses"."company_id" = "device_slots"."company_id"
    left join (select "subscription_periods"."company_id", "subscription_periods"."starts_at",
        "subscription_periods"."ends_at", "subscription_periods"."devices" from "subscription_periods") as "period"
      on "period"."company_id" = "device_slots"."company_id"
    where "device_slots"."key_lookup" = ? order by "period"."starts_at"`,
  touchSlot: 'update "device_slots" set "last_seen_at" = ?, "app_version" = ? where "id" = ?',
  sessionByTokenHash: 'select * from "sessions" where "token_hash" = ?',
  touchSession:
    'update "sessions" set "last_seen_at" = ?, "expires_at" = ? where "id" = ? and "last_seen_at" < ? and "revoked_at" is null',
  priceRows: 'select "element_code", "name", "price_minor" from "price_rows" where "company_id" = ?',
} as const;
