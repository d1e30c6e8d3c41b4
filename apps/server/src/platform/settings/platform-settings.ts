import { eq } from 'drizzle-orm';
import { DOCUMENT_RETENTION_DAYS } from '@updately/shared/documents';
import {
  displaySettingsSchema,
  documentSettingsSchema,
  type DocumentSettings,
  followUpSettingsSchema,
  priceSettingsSchema,
  type DisplaySettings,
  type FollowUpSettings,
  type PriceSettings,
  type SettingKey,
} from '@updately/shared/admin-settings-api';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { isValidAbn } from '../../lib/abn';
import type { Config, UpdateFollowUp } from '../../lib/config';
import type { Logger } from '../../lib/logger';

/**
 * How long one process trusts what it read. A change made through this process is seen at once
 * (the write invalidates); one made through another instance within this time.
 */
export const SETTINGS_TTL_MS = 10_000;

/** What each key holds: the values an admin sets (the section's form). */
export type SettingValues = {
  updateFollowUp: FollowUpSettings;
  pricePerField: PriceSettings;
  display: DisplaySettings;
  documents: DocumentSettings;
};

/** The schema of each key, checking a stored value again on the way out. */
export const SETTING_SCHEMAS = {
  updateFollowUp: followUpSettingsSchema,
  pricePerField: priceSettingsSchema,
  display: displaySettingsSchema.refine((v) => isValidAbn(v.abn), {
    path: ['abn'],
    message: 'This is not a valid ABN (its check digits do not add up).',
  }),
  documents: documentSettingsSchema,
} as const satisfies Record<SettingKey, unknown>;

/** One key as in force: the admin's value or the default, and when an admin last set it. */
export type Effective<T> = { value: T; defaults: T; updatedAt: Date | null };

export type EffectiveSettings = { [K in SettingKey]: Effective<SettingValues[K]> };

export type PlatformSettings = {
  /** Every key as in force (cached for SETTINGS_TTL_MS). */
  current(): Promise<EffectiveSettings>;
  /** The update engine's follow-up schedule, with the config's link and dispatch settings. */
  followUp(): Promise<UpdateFollowUp>;
  pricePerField(): Promise<string>;
  display(): Promise<DisplaySettings>;
  /** How long documents are kept after their journey is completed. */
  documents(): Promise<DocumentSettings>;
  /** Forget what was read: call after a write commits. */
  invalidate(): void;
};

/** The configured defaults (lib/config), used for every key no admin has set. */
export function settingDefaults(config: Config): SettingValues {
  const { reminderDays, needsYouDays, expiryDays, expectedByDays } = config.updateFollowUp;
  return {
    updateFollowUp: { reminderDays, needsYouDays, expiryDays, expectedByDays },
    pricePerField: { pricePerField: config.PRICE_PER_FIELD },
    display: { appName: config.APP_NAME, legalName: config.LEGAL_NAME, abn: config.ABN },
    documents: { retentionDays: DOCUMENT_RETENTION_DAYS },
  };
}

/**
 * The platform settings of one process: read from platform_settings (every key in one query),
 * kept for a short time, and forgotten on a write. Stays correct across server instances: each
 * reads the database again at most SETTINGS_TTL_MS after its last read, so another instance's
 * change applies here within that time. A stored value that no longer passes its schema is
 * ignored (the default applies) and logged.
 */
export function createPlatformSettings(options: {
  db: Db;
  config: Config;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
}): PlatformSettings {
  const { db, config, logger } = options;
  const ttlMs = options.ttlMs ?? SETTINGS_TTL_MS;
  const now = options.now ?? Date.now;
  const defaults = settingDefaults(config);
  let cached: { at: number; settings: Promise<EffectiveSettings> } | null = null;

  async function load(): Promise<EffectiveSettings> {
    const rows = await db.select().from(platformSettings);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const effective = <K extends SettingKey>(key: K): Effective<SettingValues[K]> => {
      const row = byKey.get(key);
      if (!row) return { value: defaults[key], defaults: defaults[key], updatedAt: null };
      const parsed = SETTING_SCHEMAS[key].safeParse(row.value);
      if (!parsed.success) {
        logger.warn({ key }, 'stored platform setting is invalid; the default applies');
        return { value: defaults[key], defaults: defaults[key], updatedAt: null };
      }
      return {
        value: parsed.data as SettingValues[K],
        defaults: defaults[key],
        updatedAt: row.updated_at,
      };
    };
    return {
      updateFollowUp: effective('updateFollowUp'),
      pricePerField: effective('pricePerField'),
      display: effective('display'),
      documents: effective('documents'),
    };
  }

  function current(): Promise<EffectiveSettings> {
    const at = now();
    if (!cached || at - cached.at >= ttlMs) {
      const settings = load();
      cached = { at, settings };
      // A failed read is not kept: the next call tries again.
      settings.catch(() => {
        if (cached?.settings === settings) cached = null;
      });
    }
    return cached.settings;
  }

  return {
    current,
    async followUp() {
      return { ...config.updateFollowUp, ...(await current()).updateFollowUp.value };
    },
    async pricePerField() {
      return (await current()).pricePerField.value.pricePerField;
    },
    async display() {
      return (await current()).display.value;
    },
    async documents() {
      return (await current()).documents.value;
    },
    invalidate() {
      cached = null;
    },
  };
}

/**
 * Stores an admin's value for `key` inside the caller's transaction; answers the value it
 * replaced (null when the default applied). The caller audits and, after commit, invalidates.
 */
export async function writeSetting<K extends SettingKey>(
  tx: Db,
  key: K,
  value: SettingValues[K],
  adminId: string,
): Promise<SettingValues[K] | null> {
  const [before] = await tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key))
    .for('update');
  const updatedAt = new Date();
  await tx
    .insert(platformSettings)
    .values({ key, value, updated_by: adminId, updated_at: updatedAt })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updated_by: adminId, updated_at: updatedAt },
    });
  return (before?.value as SettingValues[K] | undefined) ?? null;
}
