// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureEarlyInput, inputTime, replayEarlyInput, takeEarlyInput } from './earlyInput'

afterEach(() => {
  takeEarlyInput()
  replayEarlyInput() // drops whatever a test left
  document.body.innerHTML = ''
  vi.useRealTimers()
})

/** A landing's header and button, as React renders them: state shows what the handlers saw. */
function Landing() {
  const [language, setLanguage] = useState('en')
  const [taps, setTaps] = useState<number[]>([])
  return (
    <main>
      <select aria-label="Language" value={language} onChange={(event) => setLanguage(event.target.value)}>
        <option value="en">English</option>
        <option value="pl">Polski</option>
      </select>
      <button
        type="button"
        onClick={() => {
          const at = inputTime() // in the handler, as the logo's tap counter asks
          setTaps((before) => [...before, at])
        }}
      >
        Start
      </button>
      <output>{`${language} ${taps.join(',')}`}</output>
    </main>
  )
}

const select = () => document.querySelector('select')!
const button = () => document.querySelector('button')!
const output = () => document.querySelector('output')!.textContent

function serverRendered() {
  document.body.innerHTML = `<div id="root">${renderToString(<Landing />)}</div>`
  return document.getElementById('root')!
}

function chooseLanguage(value: string) {
  select().value = value
  select().dispatchEvent(new Event('change', { bubbles: true }))
}

describe('input given to the prerendered landing before the app takes it over', () => {
  it('reaches the hydrated app, in order and with the time it was given', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 })
    const root = serverRendered()
    captureEarlyInput()
    chooseLanguage('pl')
    vi.setSystemTime(1_400)
    button().click()
    vi.setSystemTime(5_000)

    takeEarlyInput()
    await act(async () => {
      hydrateRoot(root, <Landing />)
    })
    expect(output()).toBe('en ') // hydrated, nothing replayed yet
    await act(async () => replayEarlyInput())
    expect(select().value).toBe('pl')
    expect(output()).toBe('pl 1400')
    // After the replay, times are the present again.
    await act(async () => button().click())
    expect(output()).toBe('pl 1400,5000')
  })

  it('keeps input from the app until the replay, so taps reach it once and in order', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 })
    const root = serverRendered()
    captureEarlyInput()
    button().click()
    takeEarlyInput()
    await act(async () => {
      hydrateRoot(root, <Landing />)
    })
    vi.setSystemTime(2_000)
    await act(async () => button().click()) // React listens, but the earlier tap has not reached it yet
    expect(output()).toBe('en ')
    await act(async () => replayEarlyInput())
    await act(async () => replayEarlyInput())
    expect(output()).toBe('en 1000,2000')
    vi.setSystemTime(3_000)
    await act(async () => button().click()) // after the replay, straight to the app
    expect(output()).toBe('en 1000,2000,3000')
  })

  it('sets a field changed after React started listening but before the replay to its last value', async () => {
    const root = serverRendered()
    captureEarlyInput()
    takeEarlyInput()
    // React listens from here on, yet the field may not be hydrated: hydration would reset it.
    chooseLanguage('pl')
    chooseLanguage('en')
    chooseLanguage('pl')
    await act(async () => {
      hydrateRoot(root, <Landing />)
    })
    await act(async () => replayEarlyInput())
    expect(select().value).toBe('pl')
    expect(output()).toBe('pl ')
  })

  it('answers a question whose radio button was chosen on the painted page, once the app has it', async () => {
    function Question() {
      const [answer, setAnswer] = useState<string>()
      const [movedOn, setMovedOn] = useState(false)
      return (
        <fieldset>
          {['Often', 'Sometimes'].map((label) => (
            <label key={label}>
              {/* As ChoiceGroup: a pointer's choice moves on at once, a key's waits. */}
              <input type="radio" name="q" value={label} checked={answer === label} onChange={() => setAnswer(label)} onClick={(event) => event.detail > 0 && setMovedOn(true)} />
              {label}
            </label>
          ))}
          <output>{`${answer ?? 'none'}${movedOn ? ' moved on' : ''}`}</output>
        </fieldset>
      )
    }
    document.body.innerHTML = `<div id="root">${renderToString(<Question />)}</div>`
    const root = document.getElementById('root')!
    captureEarlyInput()
    // A pointer's click on the label: the browser checks the radio button and fires its change.
    document.querySelectorAll('label')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
    expect(document.querySelectorAll('input')[1]!.checked).toBe(true)
    takeEarlyInput()
    await act(async () => {
      hydrateRoot(root, <Question />)
    })
    await act(async () => replayEarlyInput())
    expect(output()).toBe('Sometimes moved on')
    expect(document.querySelectorAll('input')[1]!.checked).toBe(true)
    // Replayed once: a second replay changes nothing.
    await act(async () => replayEarlyInput())
    expect(output()).toBe('Sometimes moved on')
  })

  it('sends an e-mail typed on the painted page with the tap that sends it, once the app has both', async () => {
    function EmailForm() {
      const [email, setEmail] = useState('')
      const [sent, setSent] = useState<string>()
      return (
        <form onSubmit={(event) => (event.preventDefault(), setSent(email))}>
          <input type="email" aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit">Send</button>
          <output>{sent ?? 'nothing sent'}</output>
        </form>
      )
    }
    document.body.innerHTML = `<div id="root">${renderToString(<EmailForm />)}</div>`
    const root = document.getElementById('root')!
    captureEarlyInput()
    const field = document.querySelector('input')!
    field.value = 'ada@example.com'
    field.dispatchEvent(new Event('change', { bubbles: true })) // on leaving the field for the button
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    button().dispatchEvent(tap)
    // The browser would send the form as a page load, losing the page: the replay sends it.
    expect(tap.defaultPrevented).toBe(true)
    takeEarlyInput()
    // Outside act(), which would hold every update until its end: the browser's own order of tasks.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const before = environment.IS_REACT_ACT_ENVIRONMENT
    environment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      hydrateRoot(root, <EmailForm />)
      await vi.waitFor(() => expect(Object.keys(root).some((key) => key.startsWith('__reactContainer'))).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 20)) // hydrated
      // The tap's handler reads the typed address: it must find it applied, not the empty field.
      await replayEarlyInput()
      await vi.waitFor(() => expect(output()).toBe('ada@example.com'))
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = before
    }
  })

  it("skips a field's own click and input on elements no longer in the page", () => {
    serverRendered()
    captureEarlyInput()
    const clicks = vi.fn()
    select().click()
    button().click()
    const gone = button()
    takeEarlyInput()
    document.body.innerHTML = '<button type="button">Start</button>'
    document.body.addEventListener('click', clicks)
    gone.addEventListener('click', clicks)
    replayEarlyInput()
    expect(clicks).not.toHaveBeenCalled()
  })

  it('does nothing on a page without the landing script', () => {
    takeEarlyInput()
    expect(() => replayEarlyInput()).not.toThrow()
    expect(inputTime()).toBeCloseTo(Date.now(), -2)
  })
})
