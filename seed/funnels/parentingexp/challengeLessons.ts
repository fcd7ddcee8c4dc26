/**
 * The 14-day e-mail challenge (the emailChallenge format: "one e-mail each morning for 14 days,
 * a short idea and a 5-minute action to try with your child"). Fourteen distinct lessons on the
 * parenting funnel's themes: connection, feelings, cooperation, routines, praise, tantrums, the
 * parent's own temper, repair, screen time, bedtime, boundaries. English and Polish; es, de, tr
 * fall back to English.
 */
import type { SeriesDay } from '../../kit/seriesEmail'

export const CHALLENGE_LESSONS: SeriesDay[] = [
  {
    title: { en: 'Five minutes that belong to your child', pl: 'Pięć minut, które należą do dziecka' },
    idea: {
      en: 'Most of the time we spend with children is spent steering them: hurry up, not like that, time for bed. Today starts with the opposite.',
      pl: 'Większość czasu z dzieckiem spędzamy na kierowaniu nim: pospiesz się, nie tak, czas spać. Wyzwanie zaczynamy od czegoś odwrotnego.',
    },
    step: {
      en: 'Today’s 5 minutes: set a timer and let your child choose what you play. Phone in another room, no teaching, no correcting, no questions. Just join in and say what you see: “You’re building a really tall tower.”',
      pl: 'Dzisiejsze 5 minut: nastaw minutnik i pozwól dziecku wybrać zabawę. Telefon w innym pokoju, bez uczenia, poprawiania i pytań. Po prostu dołącz i mów, co widzisz: „Budujesz bardzo wysoką wieżę”.',
    },
    why: {
      en: 'Five minutes of full attention a day fills the need that otherwise shows up as clinginess or acting out. Many parents see cooperation improve within a week.',
      pl: 'Pięć minut pełnej uwagi dziennie zaspokaja potrzebę, która inaczej daje o sobie znać marudzeniem albo złym zachowaniem. Wielu rodziców widzi lepszą współpracę już po tygodniu.',
    },
  },
  {
    title: { en: 'Name it to tame it', pl: 'Nazwij, żeby oswoić' },
    idea: {
      en: 'A big feeling shrinks when someone puts it into words. Children cannot do that yet; you can do it for them.',
      pl: 'Silna emocja słabnie, kiedy ktoś ubierze ją w słowa. Dzieci jeszcze tego nie potrafią, ale Ty możesz zrobić to za nie.',
    },
    step: {
      en: 'Today’s 5 minutes: when your child gets upset, hold back the fix or the lecture and say only what you think they feel: “You’re angry that your brother took your car.” If you guess wrong, they will tell you, and that is fine too.',
      pl: 'Dzisiejsze 5 minut: kiedy dziecko się zdenerwuje, wstrzymaj się z rozwiązywaniem problemu i z pouczaniem, a powiedz tylko, co Twoim zdaniem czuje: „Złościsz się, że brat zabrał ci samochodzik”. Jeśli nie trafisz, dziecko Cię poprawi, i to też jest w porządku.',
    },
    why: {
      en: 'Feeling understood calms the body first; only then can a child listen to what comes next.',
      pl: 'Poczucie, że ktoś rozumie, najpierw uspokaja ciało, a dopiero potem dziecko jest w stanie usłyszeć, co dalej.',
    },
  },
  {
    title: { en: 'Get close before you speak', pl: 'Podejdź, zanim się odezwiesz' },
    idea: {
      en: 'Instructions shouted from another room are easy to ignore. The same words said up close land very differently.',
      pl: 'Polecenia wołane z drugiego pokoju łatwo zignorować. Te same słowa powiedziane z bliska działają zupełnie inaczej.',
    },
    step: {
      en: 'Today’s 5 minutes: for every instruction today, walk over, get down to your child’s eye level, touch their shoulder and wait until they look at you. Then give one instruction in a few words: “Shoes on, please.”',
      pl: 'Dzisiejsze 5 minut: przy każdym poleceniu, które dziś wydajesz, podejdź do dziecka, zniż się do poziomu jego oczu, dotknij ramienia i poczekaj, aż na Ciebie spojrzy. Potem powiedz jedno krótkie polecenie: „Załóż buty, proszę”.',
    },
    why: {
      en: 'You will repeat yourself less, and fewer repeats means fewer raised voices on both sides.',
      pl: 'Rzadziej będziesz się powtarzać, a mniej powtórzeń to mniej podniesionych głosów po obu stronach.',
    },
  },
  {
    title: { en: 'A morning routine your child can see', pl: 'Poranna rutyna, którą dziecko widzi' },
    idea: {
      en: 'Mornings go wrong when the plan lives only in a parent’s head. When children can see the steps, they can follow them.',
      pl: 'Poranki się sypią, kiedy plan istnieje tylko w głowie rodzica. Kiedy dziecko widzi kolejne kroki, może się ich trzymać.',
    },
    step: {
      en: 'Today’s 5 minutes: draw your morning with your child on one sheet: four or five simple pictures, such as toilet, clothes, breakfast, teeth, shoes. Stick it up where they get ready. Tomorrow, instead of giving orders, ask: “What’s next on your chart?”',
      pl: 'Dzisiejsze 5 minut: narysujcie razem poranek na jednej kartce: cztery lub pięć prostych obrazków, na przykład toaleta, ubranie, śniadanie, zęby, buty. Powieście ją tam, gdzie dziecko się szykuje. Jutro, zamiast wydawać polecenia, zapytaj: „Co teraz jest na twojej kartce?”.',
    },
    why: {
      en: 'The chart becomes the boss instead of you, and children love ticking off what they can already do on their own.',
      pl: 'To kartka staje się szefem, a nie Ty, a dzieci uwielbiają odhaczać to, co już potrafią zrobić same.',
    },
  },
  {
    title: { en: 'Two choices, both fine with you', pl: 'Dwie opcje, obie dla Ciebie dobre' },
    idea: {
      en: 'A lot of “no!” is really “let me decide something”. A small choice answers that need without giving up your limit.',
      pl: 'Często „nie!” tak naprawdę znaczy „pozwól mi o czymś zdecydować”. Mały wybór odpowiada na tę potrzebę, a granica zostaje na miejscu.',
    },
    step: {
      en: 'Today’s 5 minutes: at the next likely battle, offer two options you are happy with: “Do you want to walk to the car or hop like a frog?” “Red pajamas or the ones with stars?” If your child picks a third option, calmly repeat the two.',
      pl: 'Dzisiejsze 5 minut: przy najbliższym zapowiadającym się sporze daj do wyboru dwie opcje, z których obie Ci pasują: „Idziesz do samochodu normalnie czy skaczesz jak żabka?”, „Czerwona piżama czy ta w gwiazdki?”. Jeśli dziecko wymyśli trzecią, spokojnie powtórz te dwie.',
    },
    why: {
      en: 'Children who feel some control in small things fight less over the big ones.',
      pl: 'Dzieci, które mają wpływ na drobiazgi, rzadziej walczą o sprawy ważne.',
    },
  },
  {
    title: { en: 'Catch them being good', pl: 'Przyłap dziecko na czymś dobrym' },
    idea: {
      en: 'We notice children most when something goes wrong. What we notice grows, so today you turn that around.',
      pl: 'Najczęściej zauważamy dzieci wtedy, gdy coś idzie źle. A rośnie to, co zauważamy, więc dziś odwracamy proporcje.',
    },
    step: {
      en: 'Today’s 5 minutes: count three moments today when your child does something well, even something small, and describe it out loud: “You put your plate in the sink without being asked.” No “good boy” or “good girl”, just what they did.',
      pl: 'Dzisiejsze 5 minut: wyłap dziś trzy chwile, kiedy dziecko robi coś dobrze, nawet drobiazg, i opisz to na głos: „Odnosisz talerz do zlewu bez przypominania”. Bez „grzeczny chłopiec” czy „grzeczna dziewczynka”, tylko to, co zrobiło.',
    },
    why: {
      en: 'Describing the behavior tells your child exactly what to repeat, and it builds a sense of “I can”.',
      pl: 'Opis zachowania mówi dziecku dokładnie, co warto powtórzyć, i buduje w nim poczucie „potrafię”.',
    },
  },
  {
    title: { en: 'Halfway: what is already working', pl: 'Półmetek: co już działa' },
    idea: {
      en: 'You are halfway through the challenge. Change in a family is easy to miss from the inside, so today is for looking back.',
      pl: 'Jesteś w połowie wyzwania. Zmiany w rodzinie łatwo przeoczyć od środka, dlatego dziś czas na spojrzenie wstecz.',
    },
    step: {
      en: 'Today’s 5 minutes: write down three moments from this week that went better than they used to, and which step helped. Then tell your child one thing you enjoyed doing with them this week.',
      pl: 'Dzisiejsze 5 minut: zapisz trzy chwile z tego tygodnia, które poszły lepiej niż zwykle, i który krok w tym pomógł. Potem powiedz dziecku, która wspólna chwila z tego tygodnia sprawiła Ci najwięcej radości.',
    },
    why: {
      en: 'Seeing your own progress keeps you going through the harder days, and your child hears that time with them is a pleasure.',
      pl: 'Kiedy widzisz własne postępy, łatwiej Ci przetrwać trudniejsze dni, a dziecko słyszy, że czas z nim to przyjemność.',
    },
  },
  {
    title: { en: 'Stay close during a tantrum', pl: 'Bądź blisko podczas wybuchu złości' },
    idea: {
      en: 'In the middle of a tantrum, a child cannot think or reason. Talking, explaining and bargaining only add noise.',
      pl: 'W środku napadu złości dziecko nie jest w stanie myśleć ani słuchać argumentów. Tłumaczenie i negocjacje dokładają tylko hałasu.',
    },
    step: {
      en: 'Today’s 5 minutes: decide now what you will do at the next meltdown: keep everyone safe, stay nearby, and say almost nothing. One sentence is enough: “I’m here. I’ll wait with you.” Talk about what happened only once your child is calm.',
      pl: 'Dzisiejsze 5 minut: zdecyduj już teraz, co zrobisz przy następnym wybuchu: zadbasz o bezpieczeństwo, zostaniesz blisko i prawie nic nie powiesz. Wystarczy jedno zdanie: „Jestem tu. Poczekam z tobą”. O tym, co się stało, porozmawiajcie dopiero, gdy dziecko się uspokoi.',
    },
    why: {
      en: 'Your calm presence lends your child the calm they cannot find on their own yet, and tantrums get shorter when there is nothing to fight against.',
      pl: 'Twoja spokojna obecność użycza dziecku spokoju, którego samo jeszcze nie umie znaleźć, a napady złości skracają się, gdy nie ma z kim walczyć.',
    },
  },
  {
    title: { en: 'Your calm comes first', pl: 'Najpierw Twój spokój' },
    idea: {
      en: 'No one stays patient on an empty tank. Before you can steady your child, you need a way to steady yourself.',
      pl: 'Trudno o cierpliwość, kiedy brakuje sił. Zanim uspokoisz dziecko, potrzebujesz sposobu, żeby uspokoić siebie.',
    },
    step: {
      en: 'Today’s 5 minutes: pick a pause signal, such as a hand on your chest and one long breath out, and practice it three times today when things are easy. The next time you feel your voice rising, use it before you say anything.',
      pl: 'Dzisiejsze 5 minut: wybierz sygnał pauzy, na przykład dłoń na klatce piersiowej i jeden długi wydech, i przećwicz go dziś trzy razy w spokojnych chwilach. Gdy następnym razem poczujesz, że podnosisz głos, użyj go, zanim cokolwiek powiesz.',
    },
    why: {
      en: 'A practiced pause is there when you need it, and a few seconds of it is often the difference between shouting and speaking.',
      pl: 'Przećwiczona pauza jest pod ręką, kiedy jej potrzebujesz, a kilka sekund przerwy często decyduje o tym, czy krzyczysz, czy mówisz.',
    },
  },
  {
    title: { en: 'Repair after a hard moment', pl: 'Naprawa relacji po trudnej chwili' },
    idea: {
      en: 'Every parent loses it sometimes. What children remember most is not the shouting but whether it was put right.',
      pl: 'Każdemu rodzicowi czasem puszczają nerwy. Dzieci najbardziej pamiętają nie sam krzyk, ale to, czy potem wszystko zostało naprawione.',
    },
    step: {
      en: 'Today’s 5 minutes: think of the last time you snapped. Go to your child and say: “I’m sorry I shouted. You didn’t deserve that. Next time I’ll take a breath first.” Then give them a hug, or do something together.',
      pl: 'Dzisiejsze 5 minut: przypomnij sobie ostatnią sytuację, w której puściły Ci nerwy. Podejdź do dziecka i powiedz: „Przepraszam za tamten krzyk. Nie zasługujesz na to. Następnym razem najpierw wezmę oddech”. Potem przytulcie się albo zróbcie coś razem.',
    },
    why: {
      en: 'A repair teaches your child how to apologize, and shows that a relationship can survive a bad moment.',
      pl: 'Naprawienie sytuacji uczy dziecko przepraszać i pokazuje, że relacja przetrwa trudny moment.',
    },
  },
  {
    title: { en: 'Screens off without a battle', pl: 'Wyłączanie ekranu bez walki' },
    idea: {
      en: 'The hardest part of screen time is the end. Switching off suddenly feels unfair to a child, even when the rules are clear.',
      pl: 'Najtrudniejszy w czasie przed ekranem jest jego koniec. Nagłe wyłączenie wydaje się dziecku niesprawiedliwe, nawet gdy zasady są jasne.',
    },
    step: {
      en: 'Today’s 5 minutes: agree on the end before the screen goes on (“two episodes”, or “until the timer rings”). Give a warning five minutes before and one minute before, and have something ready to move on to: a snack, a book or a game together.',
      pl: 'Dzisiejsze 5 minut: ustalcie koniec, zanim ekran się włączy („dwa odcinki” albo „do dzwonka minutnika”). Uprzedź dziecko pięć minut i minutę przed końcem i miej gotowe coś na potem: przekąskę, książkę albo wspólną grę.',
    },
    why: {
      en: 'A predictable end and a clear next step turn the switch-off from a loss into a change of activity.',
      pl: 'Przewidywalny koniec i jasny następny krok sprawiają, że wyłączenie ekranu przestaje być stratą, a staje się zmianą zajęcia.',
    },
  },
  {
    title: { en: 'The best and the hardest part of the day', pl: 'Najlepsza i najtrudniejsza chwila dnia' },
    idea: {
      en: 'Bedtime is when many children finally open up. A small ritual at the end of the day gives that a place.',
      pl: 'Wieczorem, przed snem, wiele dzieci wreszcie się otwiera. Mały rytuał na koniec dnia daje na to miejsce.',
    },
    step: {
      en: 'Today’s 5 minutes: when the light goes off, ask two questions: “What was the best part of your day?” and “What was the hardest?” Then share yours. Listen without fixing anything.',
      pl: 'Dzisiejsze 5 minut: po zgaszeniu światła zadaj dwa pytania: „Co było dziś najfajniejsze?” i „Co było dziś najtrudniejsze?”. Potem opowiedz o swoim dniu. Słuchaj, niczego nie naprawiając.',
    },
    why: {
      en: 'Done every night, this becomes the moment your child knows they will be heard, including about the things they would not bring up by day.',
      pl: 'Powtarzany co wieczór rytuał staje się chwilą, w której dziecko wie, że zostanie wysłuchane, także w sprawach, których w ciągu dnia by nie poruszyło.',
    },
  },
  {
    title: { en: 'Kind and firm at the same time', pl: 'Życzliwie i stanowczo jednocześnie' },
    idea: {
      en: 'Children need limits, and they need them said without anger. You can stop the behavior and still accept the feeling behind it.',
      pl: 'Dzieci potrzebują granic i potrzebują ich bez złości. Możesz zatrzymać zachowanie i jednocześnie przyjąć emocję, która za nim stoi.',
    },
    step: {
      en: 'Today’s 5 minutes: the next time you need to stop something, use this pattern: “You’re angry. I won’t let you hit. You can stamp your feet or squeeze this pillow.” Say it calmly, and step in if you need to.',
      pl: 'Dzisiejsze 5 minut: gdy następnym razem trzeba będzie coś przerwać, użyj tego schematu: „Złościsz się. Nie pozwolę ci bić. Możesz tupać albo ścisnąć tę poduszkę”. Powiedz to spokojnie, a jeśli trzeba, powstrzymaj dziecko.',
    },
    why: {
      en: 'The limit stays clear, your child learns that feelings are allowed, and they learn what to do with them instead.',
      pl: 'Granica pozostaje jasna, dziecko uczy się, że emocje są w porządku, i dowiaduje się, co może z nimi zrobić.',
    },
  },
  {
    title: { en: 'Keep what works', pl: 'Zatrzymaj to, co działa' },
    idea: {
      en: 'Fourteen days, fourteen small steps. Not all of them will suit your family, and they do not need to. The ones that do are worth keeping.',
      pl: 'Czternaście dni, czternaście małych kroków. Nie wszystkie muszą pasować do Waszej rodziny. Te, które pasują, warto zatrzymać na dłużej.',
    },
    step: {
      en: 'Today’s 5 minutes: look back over the challenge and choose the three steps that made the biggest difference. Write them on a card and put it on the fridge. If you like, ask your child which one they enjoyed most.',
      pl: 'Dzisiejsze 5 minut: przejrzyj całe wyzwanie i wybierz trzy kroki, które zmieniły najwięcej. Zapisz je na kartce i przyczep do lodówki. Możesz też zapytać dziecko, który podobał mu się najbardziej.',
    },
    why: {
      en: 'Three habits kept for good change more than fourteen tried once. All the lessons stay in your inbox whenever you want to come back to them.',
      pl: 'Trzy nawyki na stałe zmieniają więcej niż czternaście wypróbowanych raz. Wszystkie lekcje zostają w Twojej skrzynce, gdy zechcesz do nich wrócić.',
    },
  },
]
