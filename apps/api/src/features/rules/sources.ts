/**
 * The sources the rule rows rest on. A citation names them when no corpus passage states the
 * figure, so each title says what kind of source it is and how far it can be trusted.
 */
export const RULE_SOURCES = {
  'encoding-a': 'Secondary encoding A: rule constants of the Plumb demo (github.com/viper-vm/viper-vm.github.io, demos/plumb/js), citing CGDCR Part II tables for D1/AUDA',
  'encoding-b': 'Secondary encoding B: GDCR.yaml of github.com/Dhruvil7694/AI-Architect (SUDA, apartments; some values marked as placeholders)',
  'cgdcr-contents': 'CGDCR 2017 Parts II and III, official contents pages (UD&UHD, Government of Gujarat)',
  'announcement-2017': 'State announcement of the common GDCR, 6 June 2017 (Indian Express; News18 Gujarati)',
  'surat-report-2018': 'Report on Surat redevelopment under the common GDCR, 2018 (news.myestatepoint.com)',
  'modification-2018': 'Modification of the common GDCR in force 31 March 2018 (Business Today / PTI report)',
  'auda-dp-2021': 'AUDA Development Plan 2021 zone figures (deshgujarat.com; propscience.com)',
  'wide-roads-2019': 'State announcement of 24 September 2019 on FSI along wide roads (Indian Express)',
  'jantri-2023': 'Chargeable-FSI concessions with the jantri of 15 April 2023 (constrofacilitator.com; khabargujarat.com)',
  'tall-buildings-2021': 'Tall-building chapter: notification of 18 August 2020, sanctioned 2021 (NDTV; Indian Express; New Indian Express)',
  'visitor-parking-press': 'Visitor-parking shares reported in the press (Ahmedabad Mirror; Indian Daily Post)',
  'fire-rules': 'Gujarat Fire Prevention and Life Safety Measures Rules 2014, rule 23(2), and Regulations 2023, regulation 5 (summary at 1-comply.com)',
} as const;
export type TRuleSourceId = keyof typeof RULE_SOURCES;
export const SOURCE_IDS = Object.keys(RULE_SOURCES) as [TRuleSourceId, ...TRuleSourceId[]];
