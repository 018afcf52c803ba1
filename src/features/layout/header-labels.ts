/** The header's fixed texts, from the `nav` catalog. */
export type HeaderLabels = {
  mainNavigation: string
  openMenu: string
  closeMenu: string
  callNow: string
  callShort: string
  completeForm: string
  switchLanguage: string
  switchLanguageLabel: string
  externalSite: string
  toggleSubmenu: Record<string, string>
}
