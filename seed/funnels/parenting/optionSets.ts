/**
 * The parenting option sets (spec section 3), ids `optionSet.parenting.<name>`. Option keys are
 * the spec's; labels carry the kids' age bands and the parents' age groups as the copy gives
 * them. The experimental funnel (/parentingexp) asks the same questions with these sets.
 */
import type { IconName } from '../../../schemas/shared/iconNames'
import { str } from '../../build'
import { optionSet as kitOptionSet, type OptionInput } from '../../kit/optionSet'
import { PARENTING } from './page'

const o = (key: string, en: string, pl: string, icon?: IconName): OptionInput => ({ key, label: str(en, pl), ...(icon ? { icon } : {}) })
const set = (name: string, ...options: OptionInput[]) => kitOptionSet(PARENTING, name, options)

export const role = set('role', o('parent', 'Parent', 'Rodzic', 'users'), o('stepparent', 'Step-parent', 'Przybrany rodzic', 'handshake'), o('grandparent', 'Grandparent', 'Dziadek lub babcia', 'armchair'), o('other', 'Other caregiver', 'Inny opiekun', 'hand-helping'))

export const age = set('age', o('18-24', '18–24', '18–24'), o('25-34', '25–34', '25–34'), o('35-44', '35–44', '35–44'), o('45-54', '45–54', '45–54'), o('55plus', '55+', '55+'), o('preferNotToSay', 'Prefer not to say', 'Wolę nie podawać'))

export const numberOfKids = set('numberOfKids', o('expecting', 'Expecting my first', 'Spodziewam się pierwszego dziecka'), o('one', 'One', 'Jedno'), o('two', 'Two', 'Dwoje'), o('three', 'Three', 'Troje'), o('fourPlus', 'Four or more', 'Czworo lub więcej'))

export const kidsAges = set(
  'kidsAges',
  o('baby', 'Baby (0–12 months)', 'Niemowlę (0–12 miesięcy)', 'baby'),
  o('toddler1-3', 'Toddler (1–3 years)', 'Maluch (1–3 lata)', 'toy-brick'),
  o('child4-7', 'Child (4–7 years)', 'Dziecko (4–7 lat)', 'palette'),
  o('tween8-11', 'Tween (8–11 years)', 'Starsze dziecko (8–11 lat)', 'trophy'),
  o('preteen', 'Preteen (12–13 years)', 'Młodszy nastolatek (12–13 lat)', 'headphones'),
  o('teen', 'Teen (14–18 years)', 'Nastolatek (14–18 lat)', 'smartphone'),
  o('grownUp', 'Grown-up (18+)', 'Dorosłe dziecko (18+)', 'graduation-cap'),
)

export const familyDynamics = set(
  'familyDynamics',
  o('twoParents', 'Two parents at home', 'Dwoje rodziców w domu'),
  o('singleParent', 'Single parent', 'Samotny rodzic'),
  o('coParenting', 'Co-parenting from two homes', 'Opieka naprzemienna w dwóch domach'),
  o('blended', 'Blended family', 'Rodzina patchworkowa'),
  o('other', 'Other, for example a grandparent as main caregiver', 'Inaczej, na przykład dziadkowie jako główni opiekunowie'),
)

export const timeAvailability = set('timeAvailability', o('fullTimeWork', 'I work full time', 'Pracuję na pełen etat'), o('partTimeWork', 'I work part time', 'Pracuję na część etatu'), o('stayHome', 'I stay at home with the kids', 'Zajmuję się domem i dziećmi'), o('noWork', 'I am not working right now', 'Obecnie nie pracuję'), o('other', 'Other', 'Inaczej'))

export const struggles = set(
  'struggles',
  o('tantrums', 'Tantrums', 'Napady złości', 'angry'),
  o('yelling', 'Yelling (mine or theirs)', 'Krzyk (mój lub dziecka)', 'megaphone'),
  o('notListening', 'Not listening', 'Dziecko nie słucha', 'ear-off'),
  o('screenTime', 'Screen time', 'Czas przed ekranem', 'smartphone'),
  o('bullying', 'Bullying', 'Przemoc rówieśnicza', 'shield-alert'),
  o('anxiety', 'Anxiety', 'Lęk', 'frown'),
  o('siblingRivalry', 'Sibling rivalry', 'Rywalizacja rodzeństwa', 'swords'),
  o('everythingAtOnce', 'A bit of everything at once', 'Wszystko naraz', 'tornado'),
)

export const severity = set('severity', o('debilitating', 'It affects our whole family life', 'Wpływa na całe nasze życie rodzinne'), o('frequent', 'It happens several times a week', 'Zdarza się kilka razy w tygodniu'), o('occasional', 'It happens now and then', 'Zdarza się od czasu do czasu'), o('justCurious', 'I am just curious', 'Chcę po prostu dowiedzieć się więcej'))

export const style1 = set('style1', o('guideCalmly', 'I calmly guide them through it', 'Spokojnie pomagam dziecku przez to przejść'), o('raiseVoice', 'I raise my voice', 'Podnoszę głos'), o('withdraw', 'I step back and let it pass', 'Wycofuję się i czekam, aż minie'), o('itVaries', 'It varies from day to day', 'Zależy od dnia'), o('notSure', 'I am not sure', 'Trudno powiedzieć'))

export const style2 = set('style2', o('strict', 'Strict', 'Surowo'), o('relaxed', 'Relaxed', 'Swobodnie'), o('inBetween', 'Somewhere in between', 'Gdzieś pośrodku'))

export const values = set('values', o('honesty', 'Honesty', 'Uczciwość', 'shield-check'), o('responsibility', 'Responsibility', 'Odpowiedzialność', 'compass'), o('gratitude', 'Gratitude', 'Wdzięczność', 'heart'), o('empathy', 'Empathy', 'Empatia', 'hand-heart'), o('independence', 'Independence', 'Samodzielność', 'rocket'), o('other', 'Something else', 'Coś innego', 'sparkles'))

export const discipline = set(
  'discipline',
  o('teachingTool', 'A way to teach, not to punish', 'Sposób na uczenie, a nie karanie'),
  o('punishment', 'Consequences they should feel', 'Konsekwencje, które dziecko powinno odczuć'),
  o('challenge', 'Hard: I struggle to stay consistent', 'Trudna sprawa: ciężko mi zachować konsekwencję'),
  o('lastResort', 'A last resort when nothing else works', 'Ostateczność, gdy nic innego nie działa'),
  o('confusing', 'Confusing: I do not know what works', 'Niejasna sprawa: nie wiem, co działa'),
)

export const screenTime = set('screenTime', o('none', 'None', 'Wcale'), o('lessThan1h', 'Less than 1 hour', 'Mniej niż 1 godzinę'), o('1to2h', '1–2 hours', '1–2 godziny'), o('3hPlus', '3 hours or more', '3 godziny lub więcej'), o('noIdea', 'I have no idea', 'Nie mam pojęcia'))

export const selfCare = set('selfCare', o('thisWeek', 'This week', 'W tym tygodniu'), o('thisMonth', 'This month', 'W tym miesiącu'), o('cantRemember', 'I can’t remember', 'Nie pamiętam'), o('never', 'Never', 'Nigdy'))

export const sleepEnergy = set('sleepEnergy', o('yes', 'Yes', 'Tak'), o('no', 'No', 'Nie'), o('sometimes', 'Sometimes', 'Czasami'))

export const equality = set('equality', o('equal', 'Children and parents have an equal say', 'Dzieci i rodzice mają równy głos'), o('balance', 'Parents lead, children are heard', 'Rodzice prowadzą, dzieci są wysłuchane'), o('moreTopDown', 'Parents decide', 'Decydują rodzice'))

export const learning = set('learning', o('shortPassages', 'Short passages to read', 'Krótkie teksty do czytania', 'book-open'), o('audio', 'Audio', 'Nagrania audio', 'headphones'), o('both', 'Both', 'Jedno i drugie', 'plus'), o('doesntMatter', 'It doesn’t matter', 'Bez różnicy', 'meh'))

export const focusAreas = set(
  'focusAreas',
  o('behavior', 'Behavior', 'Zachowanie', 'puzzle'),
  o('discipline', 'Discipline', 'Dyscyplina', 'ruler'),
  o('closerRelationship', 'A closer relationship', 'Bliższa relacja', 'heart'),
  o('empathy', 'Empathy', 'Empatia', 'hand-heart'),
  o('betterHabits', 'Better habits', 'Lepsze nawyki', 'sprout'),
  o('communication', 'Communication', 'Komunikacja', 'message-circle'),
)

export const roleModels = set('roleModels', o('always', 'Yes, throughout my childhood', 'Tak, przez całe dzieciństwo'), o('sometimes', 'Yes, at times', 'Tak, ale tylko czasami'), o('no', 'No, not really', 'Nie, raczej nie'))

/** Spec's daily time choices: easy 5 min, common 10 min, serious 15+ min. */
export const dedication = set('dedication', o('easy', 'Easy: 5 min a day', 'Na spokojnie: 5 min dziennie', 'smile'), o('common', 'Common: 10 min a day', 'Standardowo: 10 min dziennie', 'biceps-flexed'), o('serious', 'Serious: 15+ min a day', 'Na poważnie: ponad 15 min dziennie', 'flame'))

export const parentingOptionSets = [
  role,
  age,
  numberOfKids,
  kidsAges,
  familyDynamics,
  timeAvailability,
  struggles,
  severity,
  style1,
  style2,
  values,
  discipline,
  screenTime,
  selfCare,
  sleepEnergy,
  equality,
  learning,
  focusAreas,
  roleModels,
  dedication,
]
