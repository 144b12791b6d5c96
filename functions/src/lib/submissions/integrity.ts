// The chair's integrity settings (config/integrity): the similarity threshold the checks flag at, and the
// cap on papers per author, which a submission meets (flagged, or refused when the chair chose so).
import { isDeepStrictEqual } from 'node:util';
import { defaultIntegritySettings, type IntegritySettings } from '@confsys/domain';
import { replaceSettings } from '../audit/audit';
import type { Caller } from '../auth';
import { configDocs } from '../documents';

export async function readIntegritySettings(): Promise<IntegritySettings> {
  return (await configDocs.integrity.get()).data() ?? defaultIntegritySettings;
}

/** Saves the settings whole, with their audit entry (nothing is written when they are unchanged). */
export async function saveIntegritySettings(caller: Caller, settings: IntegritySettings): Promise<boolean> {
  return replaceSettings(configDocs.integrity, settings, caller, { action: 'settings.integrity', target: 'integrity' }, { same: isDeepStrictEqual });
}
