/**
 * The parenting trial's daily tips, one each morning of the 7-day trial (the welcome promises
 * "each day brings one 5-minute action you can try with your child the same day"). Seven
 * distinct tips on the funnel's themes: feelings, attention, routines, choices, screen time,
 * the parent's own temper, praise. English and Polish; es, de, tr fall back to English.
 */
import type { SeriesDay } from '../../kit/seriesEmail'

export const PARENTING_DAILY_TIPS: SeriesDay[] = [
  {
    title: { en: 'Name the feeling first', pl: 'Najpierw nazwij uczucie' },
    idea: {
      en: 'When your child is upset, what calms them fastest is often hearing what they feel, said out loud, before anyone tries to fix anything.',
      pl: 'kiedy dziecko jest zdenerwowane, najszybciej uspokaja je często to, że ktoś nazwie na głos, co czuje, zanim zacznie cokolwiek naprawiać.',
    },
    step: {
      en: 'Today’s 5 minutes: the next time your child is angry or sad, crouch to their eye level and name it in one short sentence: “You’re disappointed that the game is over.” Then wait a few seconds before you say anything else.',
      pl: 'Dzisiejsze 5 minut: gdy następnym razem dziecko będzie złe albo smutne, kucnij do poziomu jego oczu i nazwij to jednym krótkim zdaniem: „Jest ci przykro, że zabawa się skończyła”. Potem odczekaj kilka sekund, zanim powiesz coś więcej.',
    },
    why: {
      en: 'Children calm down faster when they feel understood, and over time they learn the words for their own feelings.',
      pl: 'Dzieci szybciej się uspokajają, kiedy czują się zrozumiane, a z czasem same uczą się nazywać swoje emocje.',
    },
  },
  {
    title: { en: 'Five minutes where your child leads', pl: 'Pięć minut, w których prowadzi dziecko' },
    idea: {
      en: 'Attention is what children ask for most, and a few minutes of it, given fully, go a long way.',
      pl: 'dzieci najbardziej potrzebują naszej uwagi, a kilka minut pełnej uwagi działa zaskakująco mocno.',
    },
    step: {
      en: 'Today’s 5 minutes: set a timer for five minutes and play whatever your child chooses. Put your phone in another room, follow their lead, and do not correct, teach or quiz. Just describe what they do: “You’re putting the red block on top.”',
      pl: 'Dzisiejsze 5 minut: nastaw minutnik na pięć minut i baw się w to, co wybierze dziecko. Odłóż telefon do innego pokoju, podążaj za dzieckiem i niczego nie poprawiaj, nie ucz ani nie odpytuj. Tylko opisuj, co robi: „Kładziesz czerwony klocek na samej górze”.',
    },
    why: {
      en: 'Short daily moments of undivided attention mean your child no longer has to win it with misbehavior.',
      pl: 'Krótkie codzienne chwile niepodzielnej uwagi sprawiają, że dziecko nie musi zabiegać o nią złym zachowaniem.',
    },
  },
  {
    title: { en: '“When…, then…” instead of threats', pl: '„Kiedy…, wtedy…” zamiast gróźb' },
    idea: {
      en: 'Threats (“If you don’t get dressed, no cartoons!”) start a power struggle. A calm “when…, then…” says the same thing as a plan.',
      pl: 'groźby („Jeśli się nie ubierzesz, nie będzie bajki!”) zaczynają walkę o to, kto wygra. Spokojne „kiedy…, wtedy…” mówi to samo, tylko w formie planu.',
    },
    step: {
      en: 'Today’s 5 minutes: pick one daily sticking point, such as getting dressed or tidying up, and put it as “When your pajamas are on, then we’ll read a story.” Say it once, calmly, and keep your word.',
      pl: 'Dzisiejsze 5 minut: wybierz jeden codzienny punkt zapalny, na przykład ubieranie się albo sprzątanie zabawek, i powiedz: „Kiedy włożysz piżamę, wtedy przeczytamy bajkę”. Powiedz to raz, spokojnie, i dotrzymaj słowa.',
    },
    why: {
      en: 'Your child hears what comes next rather than a punishment, and you do not have to raise your voice.',
      pl: 'Dziecko słyszy, co będzie dalej, a nie karę, a Ty nie musisz podnosić głosu.',
    },
  },
  {
    title: { en: 'Offer two good choices', pl: 'Daj do wyboru dwie dobre opcje' },
    idea: {
      en: 'Children resist orders partly because they want a say. Give them one, within limits you set.',
      pl: 'dzieci opierają się poleceniom między innymi dlatego, że chcą mieć coś do powiedzenia. Daj im to, w granicach, które ustalasz Ty.',
    },
    step: {
      en: 'Today’s 5 minutes: turn one instruction into a choice between two options you are both happy with: “Do you want to brush your teeth before your bath or after?” “The blue cup or the green one?”',
      pl: 'Dzisiejsze 5 minut: zamień jedno polecenie na wybór między dwiema opcjami, które Tobie obie odpowiadają: „Myjesz zęby przed kąpielą czy po?”, „Niebieski kubek czy zielony?”.',
    },
    why: {
      en: 'A small choice gives your child a sense of control, and the thing still gets done.',
      pl: 'Mały wybór daje dziecku poczucie wpływu, a sprawa i tak zostaje załatwiona.',
    },
  },
  {
    title: { en: 'A warning before the screen goes off', pl: 'Uprzedź, zanim ekran zgaśnie' },
    idea: {
      en: 'Most screen-time battles start the moment the screen goes off. A warning and a plan for what comes next change that moment.',
      pl: 'większość sporów o ekrany zaczyna się w chwili, gdy ekran gaśnie. Wcześniejsze uprzedzenie i plan na potem zmieniają tę chwilę.',
    },
    step: {
      en: 'Today’s 5 minutes: before screen time ends, give a 5-minute warning, then a 1-minute one. When the time is up, switch off together and go straight into something you have planned: a snack, a walk or a game.',
      pl: 'Dzisiejsze 5 minut: zanim skończy się czas przed ekranem, uprzedź dziecko 5 minut wcześniej, a potem jeszcze minutę przed końcem. Gdy czas minie, wyłączcie ekran razem i od razu przejdźcie do czegoś zaplanowanego: przekąski, spaceru albo gry.',
    },
    why: {
      en: 'Children cope with endings better when they see them coming and know what happens next.',
      pl: 'Dzieci lepiej znoszą koniec, kiedy widzą, że się zbliża, i wiedzą, co będzie potem.',
    },
  },
  {
    title: { en: 'Your own pause button', pl: 'Twój własny przycisk pauzy' },
    idea: {
      en: 'It is hard to calm a child while you are boiling over yourself. Your calm is the first tool, and it can be practiced.',
      pl: 'trudno uspokoić dziecko, kiedy wszystko się w Tobie gotuje. Twój spokój to pierwsze narzędzie i można go ćwiczyć.',
    },
    step: {
      en: 'Today’s 5 minutes: choose your pause signal now, for example a hand on your chest and one slow breath out. Practice it twice today in easy moments, so it is there when things get loud. If you do shout, come back later and say: “I’m sorry for shouting. I was angry, and I’m learning to handle it.”',
      pl: 'Dzisiejsze 5 minut: wybierz teraz swój sygnał pauzy, na przykład dłoń na klatce piersiowej i jeden powolny wydech. Przećwicz go dziś dwa razy w spokojnych chwilach, żeby był pod ręką, kiedy zrobi się głośno. A jeśli zdarzy Ci się krzyknąć, wróć później do dziecka i powiedz: „Przepraszam za krzyk. To była złość, a ja uczę się nad nią panować”.',
    },
    why: {
      en: 'Children learn to handle anger mostly by watching how the adults around them handle theirs.',
      pl: 'Dzieci uczą się radzić sobie ze złością głównie, patrząc, jak radzą sobie z nią dorośli wokół nich.',
    },
  },
  {
    title: { en: 'Praise the effort, and be specific', pl: 'Chwal wysiłek, i to konkretnie' },
    idea: {
      en: '“Good job!” is kind but says little. Describing what your child did tells them what is worth doing again.',
      pl: '„Brawo!” jest miłe, ale niewiele mówi. Opis tego, co dziecko zrobiło, podpowiada mu, co warto powtórzyć.',
    },
    step: {
      en: 'Today’s 5 minutes: catch your child doing something well at least three times today and describe it: “That zip was stuck and you kept trying.” “You’re sharing the crayons with your sister.” At bedtime, tell them which moment you liked most.',
      pl: 'Dzisiejsze 5 minut: przyłap dziecko co najmniej trzy razy na czymś dobrym i opisz to: „Zamek się zaciął, a ty nie odpuszczasz”, „Dzielisz się kredkami z siostrą”. Przed snem powiedz dziecku, która z tych chwil ucieszyła Cię najbardziej.',
    },
    why: {
      en: 'Specific praise builds confidence and persistence, and children do more of what their parents notice.',
      pl: 'Konkretna pochwała buduje pewność siebie i wytrwałość, a dzieci częściej robią to, co rodzice zauważają.',
    },
  },
]
