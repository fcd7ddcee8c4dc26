/**
 * Analysis: role and challenge questions with the interstitials whose copy follows the answers
 * (spec section 4, "Answering": explanation13 after currentRole, explanation14 after
 * challengingArea), three questions about everyday leading, the last interstitials, e-mail and
 * the calculation.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { reference, str, text } from '../../build'
import { leadershipChallengingArea, leadershipCurrentRole } from './optionSets'
import { alternatives, interstitial, item, items, leadershipPage, paragraphs, PRODUCT_NAME, SECTION, withProgress } from './page'
import { alternativesByAnswer, moveBefore } from '../../kit/rules'
import { howOften } from './quickQuestions'
import { illustrated } from '../../kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from './illustrations'

const roleAndChallenge: PageDocument[] = [
  leadershipPage({
    key: 'currentRole',
    ...illustrated(LEADERSHIP_ILLUSTRATIONS.analysis),
    name: 'Current role',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.analysis),
    optionSet: reference(leadershipCurrentRole._id),
    title: str('What best describes your current role?', 'Co najlepiej opisuje Twoją obecną rolę?'),
  }),
  interstitial({
    key: 'explanation13',
    name: 'After currentRole (title by answer)',
    title: str("Every leader's path looks different", 'Każda droga lidera wygląda inaczej'),
    // Alternative 1: notLeaderYet; 2: smallTeamLeader; 3: a large team or a senior position.
    titleAlternatives: alternatives(
      str('Leadership starts before the title', 'Przywództwo zaczyna się przed awansem'),
      str('In a small team, every habit counts', 'W małym zespole liczy się każdy nawyk'),
      str('The bigger the team, the further your style reaches', 'Im większy zespół, tym dalej sięga Twój styl'),
    ),
    paragraphs: paragraphs(
      text(
        'Whatever your role, the skills that make people want to follow you can be practiced in small daily steps.',
        'Niezależnie od roli, umiejętności, dzięki którym ludzie chcą za Tobą podążać, można ćwiczyć małymi codziennymi krokami.',
      ),
    ),
    rules: alternativesByAnswer('currentRole', leadershipCurrentRole, {
      notLeaderYet: 1,
      smallTeamLeader: 2,
      largeTeamLeader: 3,
      execOrSeniorLeadershipPos: 3,
    }),
  }),
  leadershipPage({
    key: 'challengingArea',
    name: 'Most challenging area',
    componentType: 'radioQuestion',
    ...withProgress(SECTION.analysis),
    optionSet: reference(leadershipChallengingArea._id),
    title: str('Which part of leading do you find most challenging?', 'Który aspekt przewodzenia jest dla Ciebie największym wyzwaniem?'),
  }),
  interstitial({
    key: 'explanation14',
    name: 'After challengingArea (title and paragraph by answer)',
    title: str('Every challenge is a skill you can train', 'Każde wyzwanie to umiejętność, którą można wytrenować'),
    paragraphs: paragraphs(
      text(
        `Whatever you find hardest, ${PRODUCT_NAME} breaks it into small actions you can practice at work.`,
        `Cokolwiek sprawia Ci największą trudność, ${PRODUCT_NAME} rozkłada to na małe działania, które przećwiczysz w pracy.`,
      ),
    ),
    // Alternatives in the order of the options: motivator, conflictManager, delegator, innovationDriver.
    titleAlternatives: alternatives(
      str('Motivation can be learned', 'Motywowania można się nauczyć'),
      str('Conflict can make a team stronger', 'Konflikt może wzmocnić zespół'),
      str('Delegating is a skill, not a risk', 'Delegowanie to umiejętność, a nie ryzyko'),
      str('Innovation starts with small experiments', 'Innowacja zaczyna się od małych eksperymentów'),
    ),
    paragraphAlternatives: alternatives(
      text(
        `Motivating others is less about speeches and more about small signals: clear goals, timely praise and real interest in people. ${PRODUCT_NAME} gives you one such action each day.`,
        `Motywowanie innych to mniej przemówień, a więcej drobnych sygnałów: jasnych celów, docenienia we właściwym momencie i prawdziwego zainteresowania ludźmi. ${PRODUCT_NAME} codziennie podsuwa Ci jedno takie działanie.`,
      ),
      text(
        'Handled well, disagreement leads to better decisions. You will practice simple conversation techniques that calm tension without avoiding the issue.',
        'Dobrze poprowadzony spór prowadzi do lepszych decyzji. Przećwiczysz proste techniki rozmowy, które łagodzą napięcie, nie omijając sedna sprawy.',
      ),
      text(
        'Letting go gets easier with a clear routine: what to hand over, to whom, and how to follow up without micromanaging.',
        'Oddawanie zadań staje się łatwiejsze, gdy masz jasny schemat: co przekazać, komu i jak sprawdzać postępy bez mikrozarządzania.',
      ),
      text(
        'Teams innovate when trying new things feels safe. You will learn to run small experiments and turn ideas into action.',
        'Zespoły wprowadzają innowacje, gdy próbowanie nowych rzeczy jest bezpieczne. Nauczysz się prowadzić małe eksperymenty i zamieniać pomysły w działanie.',
      ),
    ),
    rules: alternativesByAnswer('challengingArea', leadershipChallengingArea, { motivator: 1, conflictManager: 2, delegator: 3, innovationDriver: 4 }, { paragraph: true }),
  }),
]

const everydayLeading: PageDocument[] = [
  howOften(
    'recognition',
    str("How often do you recognize your team's achievements out loud?", 'Jak często głośno doceniasz osiągnięcia swojego zespołu?'),
    SECTION.analysis,
    'Recognition',
  ),
  howOften(
    'controlling',
    str('How often do you feel you need to control how every task is done?', 'Jak często czujesz potrzebę kontrolowania, jak wykonywane jest każde zadanie?'),
    SECTION.analysis,
    'Controlling',
  ),
  howOften(
    'misunderstood',
    str("How often do you feel your team doesn't understand your ideas?", 'Jak często masz wrażenie, że zespół nie rozumie Twoich pomysłów?'),
    SECTION.analysis,
    'Feeling misunderstood',
  ),
]

const beforeTheResult: PageDocument[] = [
  interstitial({
    key: 'explanation15',
    name: 'Almost there',
    title: str('Almost there!', 'Już prawie koniec!'),
    paragraphs: paragraphs(text('We are putting your answers together to find your leadership style.', 'Zestawiamy Twoje odpowiedzi, aby określić Twój styl przywództwa.')),
  }),
  interstitial({
    key: 'explanation16',
    name: '80 leadership summaries',
    title: str('Built on 80 leadership book summaries', 'Na podstawie 80 podsumowań książek o przywództwie'),
    paragraphs: paragraphs(
      text(
        `Your plan draws on 80 leadership summaries from the ${PRODUCT_NAME} library of 500+ books.`,
        `Twój plan czerpie z 80 podsumowań książek o przywództwie z biblioteki ${PRODUCT_NAME}, która liczy ponad 500 tytułów.`,
      ),
    ),
  }),
  interstitial({
    key: 'explanation17',
    name: '460 steps in 6 modules',
    title: str('460 practical steps in 6 modules', '460 praktycznych kroków w 6 modułach'),
    paragraphs: paragraphs(
      text(
        'Your leadership program has 6 modules with 460 practical steps chosen from the library’s 5000 actions, each taking about 5 minutes.',
        'Twój program rozwoju przywództwa ma 6 modułów i 460 praktycznych kroków wybranych spośród 5000 działań z biblioteki, a każdy z nich zajmuje około 5 minut.',
      ),
    ),
  }),
  leadershipPage({
    key: 'email',
    name: 'E-mail capture',
    componentType: 'email',
    ...withProgress(SECTION.results),
    // Spec section 4: the e-mail page moves to just before the calculation page.
    rules: [moveBefore('calculation')],
    title: str('Enter your e-mail to see your leadership style', 'Podaj adres e-mail, aby poznać swój styl przywództwa'),
    paragraphs: paragraphs(
      text(
        'We will send your result and your personal plan there. We never share your address.',
        'Wyślemy na niego Twój wynik i osobisty plan. Nigdy nie udostępniamy Twojego adresu.',
      ),
    ),
    buttonText: str('See my result', 'Zobacz mój wynik'),
    // Spec 5: the growth (leadership) flow words the invalid-address message its own way.
    invalidEmailMessage: 'emailInvalidShort',
  }),
  leadershipPage({
    key: 'calculation',
    name: 'Calculating the style',
    componentType: 'calculation',
    title: str('Finding your leadership style', 'Określamy Twój styl przywództwa'),
    items: items(
      item(str('Analyzing your answers', 'Analizujemy Twoje odpowiedzi')),
      item(str('Matching your leadership style', 'Dopasowujemy styl przywództwa')),
      item(str('Selecting from 80 leadership summaries', 'Wybieramy spośród 80 podsumowań książek o przywództwie')),
      item(str('Building your personal plan', 'Tworzymy Twój osobisty plan')),
    ),
    confirm: {
      _type: 'confirm',
      question: str('Do you believe in learning through action?', 'Czy wierzysz w naukę przez działanie?'),
      yes: str('Yes', 'Tak'),
      no: str('No', 'Nie'),
    },
  }),
]

export const analysisPages: PageDocument[] = [...roleAndChallenge, ...everydayLeading, ...beforeTheResult]
