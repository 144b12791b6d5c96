// The Settings screen's sections, in the order of its section list, and the one an address asks for
// (?section=…; none or an unknown one: the first).
export const settingsSections = [
  { id: 'conference', title: 'Conference' },
  { id: 'calendar', title: 'Calendar' },
  { id: 'reviewing', title: 'Reviewing' },
  { id: 'fees', title: 'Fees' },
  { id: 'proceedings', title: 'Proceedings' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'notifications', title: 'Notifications' },
  { id: 'editions', title: 'Editions' },
  { id: 'api', title: 'API' },
  { id: 'account', title: 'My account' },
] as const;

export type SettingsSectionId = (typeof settingsSections)[number]['id'];

export function settingsSectionOf(asked: string | null): SettingsSectionId {
  return settingsSections.find((section) => section.id === asked)?.id ?? settingsSections[0].id;
}
