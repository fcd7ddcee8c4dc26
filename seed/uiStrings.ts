import type { UiStringsDocument } from '../schemas/uiStrings/schema'
import { UI_STRINGS_ID } from '../schemas/uiStrings/keys'
import { str } from './build'

/** English texts the spec names are verbatim; Polish is written for Polish readers. */
export const uiStrings: UiStringsDocument = {
  _id: UI_STRINGS_ID,
  _type: 'uiStrings',
  loading: str('Loading...', 'Ładowanie...'),
  continue: str('Continue', 'Dalej'),
  back: str('Back', 'Wstecz'),
  forward: str('Forward', 'Dalej'),
  language: str('Language', 'Język'),
  pause: str('Pause', 'Wstrzymaj'),
  resume: str('Resume', 'Wznów'),
  progress: str('Quiz progress', 'Postęp quizu'),
  errorTitle: str('Something went wrong', 'Coś poszło nie tak'),
  errorText: str(
    'An error occurred while loading the page. Please try refreshing.',
    'Podczas ładowania strony wystąpił błąd. Spróbuj odświeżyć stronę.',
  ),
  refreshPage: str('Refresh Page', 'Odśwież stronę'),
  unknownTemplate: str(
    'This part of the quiz cannot be shown right now. You can continue to the next step.',
    'Tej części quizu nie można teraz wyświetlić. Możesz przejść do następnego kroku.',
  ),
  emailLabel: str('Your e-mail address', 'Twój adres e-mail'),
  emailPlaceholder: str('name@example.com', 'imie@przyklad.pl'),
  emailRequired: str('Email is required', 'Adres e-mail jest wymagany'),
  emailInvalid: str('Please enter a valid email address', 'Wpisz poprawny adres e-mail'),
  genericError: str('Something went wrong. Please try again.', 'Coś poszło nie tak. Spróbuj ponownie.'),
  networkError: str('Network error. Please check your connection.', 'Błąd sieci. Sprawdź połączenie z internetem.'),
  validationError: str('Please check your input and try again.', 'Sprawdź wprowadzone dane i spróbuj ponownie.'),
  timeoutError: str('Request timed out. Please try again.', 'Upłynął limit czasu żądania. Spróbuj ponownie.'),
  processingPayment: str('Processing your payment', 'Przetwarzamy Twoją płatność'),
  processingPaymentHint: str(
    'Please wait a moment. Do not close this window.',
    'Poczekaj chwilę. Nie zamykaj tego okna.',
  ),
  chooseAsMany: str('Choose as many as you like', 'Wybierz dowolną liczbę odpowiedzi'),
  selectAll: str('Select all that apply', 'Zaznacz wszystkie pasujące odpowiedzi'),
  termsRequired: str(
    'You need to agree to the terms in order to continue',
    'Aby kontynuować, musisz zaakceptować regulamin',
  ),
}
