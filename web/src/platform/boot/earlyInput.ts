/**
 * Input a visitor gives the prerendered landing before the app has taken it over: a tap on its
 * button, the logo or the language button (whose menu the app then opens). The landing is on
 * screen long before its scripts run (they load after it), so without this such input would
 * simply be lost.
 *
 * The landing's inline head script calls captureEarlyInput(): it notes each click and each
 * changed field, with the time, and keeps it from the page until replayEarlyInput(), once the
 * app's first screen is on (the first page hydrated, or the route error fallback when the
 * content failed), does it again, in order. React starts listening before it has hydrated
 * every element; input reaching it in between could be dropped (a field is reset to React's state
 * when hydrated) or overtake earlier noted input (the logo's seven taps), so none reaches it
 * before the replay. takeEarlyInput() hands the capture from the inline script to the app.
 *
 * Scope: clicks on anything but form fields, and changes of selects, text fields, check boxes
 * and radio buttons (a later page opened by its link is prerendered too, and its answers are
 * those). A check box or radio button the browser toggled is noted with its checked state, and
 * the replay clicks it into that state so the app hears it.
 * The build inlines captureEarlyInput into every prerendered page's HTML: it imports nothing,
 * and this module imports only nextTask (for the replay), which imports nothing either.
 */

import { nextTask } from './nextTask'

export interface EarlyEvent {
  type: 'click' | 'change' | 'submit'
  target: Element
  /** A changed field's value at the time of the change. */
  value?: string
  /** A changed check box's or radio button's state at the time of the change. */
  checked?: boolean
  /** Whether a pointer toggled it (a radio group moves on at once for a pointer, not for keys: ChoiceGroup.tsx). */
  pointer?: boolean
  /** Date.now() when the visitor did it. */
  at: number
}

interface Capture {
  events: EarlyEvent[]
  stop(): void
}

const GLOBAL = '__funnelsEarlyInput'
const FIELDS = 'input, select, textarea, label, option'

type WithCapture = typeof globalThis & { [GLOBAL]?: Capture }

const isCheckable = (target: Element): target is HTMLInputElement => target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')

/** The landing's head script: starts noting input (listening on the document, capture phase). */
export function captureEarlyInput(): void {
  const events: EarlyEvent[] = []
  // The click that toggled a check box or radio button comes just before its change.
  let lastFieldClickDetail = 0
  const note = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    if (event.type === 'click') {
      // A field's own click is the browser's business; its change is noted below.
      if (target.closest(FIELDS)) return void (lastFieldClickDetail = (event as MouseEvent).detail)
      events.push({ type: 'click', target, at: Date.now() })
      // Its default action waits for the replay too: a form's submit button would otherwise send
      // the form as a page load (losing the page) before the app could handle it.
      event.preventDefault()
    } else if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      // A check box's or radio button's input comes with its change: noted once, from the change.
      if (event.type === 'input' && isCheckable(target)) return
      // Typing is noted as it happens (input), not only when the field is left (change): the app
      // may take the page over in between, and the tap that sends the text reaches it directly.
      events.push({ type: 'change', target, value: target.value, ...(isCheckable(target) ? { checked: target.checked, pointer: lastFieldClickDetail > 0 } : {}), at: Date.now() })
    } else if (event.type === 'submit') {
      // Enter in a field sends its form: done again by the replay, as a click on its button is.
      event.preventDefault()
      events.push({ type: 'submit', target, at: Date.now() })
    } else return
    // Noted for the replay: the page's own listeners (React's, on #root) hear it then, once.
    event.stopPropagation()
  }
  document.addEventListener('click', note, true)
  document.addEventListener('change', note, true)
  document.addEventListener('input', note, true)
  document.addEventListener('submit', note, true)
  ;(globalThis as WithCapture)[GLOBAL] = {
    events,
    stop: () => {
      document.removeEventListener('click', note, true)
      document.removeEventListener('change', note, true)
      document.removeEventListener('input', note, true)
      document.removeEventListener('submit', note, true)
    },
  }
}

let taken: Capture | undefined

/** Takes the capture over from the landing's script; it goes on noting until replayEarlyInput. */
export function takeEarlyInput(): void {
  const capture = (globalThis as WithCapture)[GLOBAL]
  if (!capture) return
  delete (globalThis as WithCapture)[GLOBAL]
  taken = capture
}

let replayingAt: number | undefined

/**
 * When the visitor acted: during a replay the time of the original input, otherwise now. Code
 * that counts taps against time (the logo's seven taps) asks this instead of Date.now().
 */
export const inputTime = (): number => replayingAt ?? Date.now()

/** The value setter of the field's own prototype: React's change tracking sees it as the browser's. */
function setFieldValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (setter) setter.call(field, value)
  else field.value = value
}

/**
 * Does the noted input again, in order, each in a task of its own, on the elements it was given to. Runs once; input on
 * an element that is no longer in the page (the app drew the landing afresh) is dropped, since
 * acting on a different element could do what the visitor never asked for.
 */
export async function replayEarlyInput(): Promise<void> {
  const capture = taken
  taken = undefined
  if (!capture) return
  capture.stop()
  // A field ends at its last value: earlier changes of it are not replayed.
  const lastChange = new Map<Element, EarlyEvent>()
  for (const event of capture.events) if (event.type === 'change') lastChange.set(event.target, event)
  for (const event of capture.events) {
    if (!event.target.isConnected || (event.type === 'change' && lastChange.get(event.target) !== event)) continue
    replayingAt = event.at
    try {
      const target = event.target
      if (event.type === 'click') {
        if (target instanceof HTMLElement) target.click()
      } else if (event.type === 'submit') {
        if (target instanceof HTMLFormElement) target.requestSubmit()
      } else if (isCheckable(target)) {
        // Hydration may have left the browser's toggle on screen or set it back; either way React
        // has not heard it. From the other state, a click (as the visitor gave it) ends where the
        // visitor left it, and React hears the change.
        target.checked = !event.checked
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: event.pointer ? 1 : 0 }))
      } else if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        // Hydration took the typed text for the field's last known value, so setting the same
        // text again would look like no change to React: through the field's own setter, which
        // React watches, it first learns of another value.
        if (!(target instanceof HTMLSelectElement)) target.value = event.value === '' ? ' ' : ''
        setFieldValue(target, event.value ?? '')
        target.dispatchEvent(new Event('input', { bubbles: true }))
        target.dispatchEvent(new Event('change', { bubbles: true }))
      }
    } finally {
      replayingAt = undefined
    }
    // React applies an input's state in a microtask after it: the next input must find it
    // applied (an e-mail typed, then the tap that sends it, which reads the typed address).
    await nextTask()
  }
}
