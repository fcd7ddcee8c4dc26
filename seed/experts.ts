/**
 * The expert behind the screen-detox method (spec 2, section 3, expert metadata). The spec
 * does not give a name or title: these are the content's own, and a copywriter replaces them in
 * the Studio. Screen detox shows her with a portrait; the demo's expert page shows her too.
 */
import type { Expert } from '../schemas/page/blocks/schema'
import { str } from './build'

export const screenDetoxExpert: Expert = {
  _type: 'expert',
  expertName: 'Dr Ewa Lisowska',
  expertTitle: str('Child psychologist and mother of two', 'Psycholożka dziecięca i mama dwójki dzieci'),
  methodName: str('5 Steps to Calm Screens', '5 kroków do spokoju przy ekranach'),
  targetAudience: str('Parents of children aged 1 to 6+', 'Rodzice dzieci w wieku od 1 do 6+ lat'),
  programDuration: str('4 weeks, 5 steps', '4 tygodnie, 5 kroków'),
  guaranteePeriod: str('30-day money-back guarantee', '30-dniowa gwarancja zwrotu pieniędzy'),
  successRate: 94,
  familiesHelped: 10000,
}
