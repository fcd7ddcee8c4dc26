/**
 * Test helpers for templates (used by *.test.tsx only; nothing in the app imports this). Tests
 * pass seed content in, since only test files may reach seed/. `hostElements` serves the
 * paywall's server-render tests until they render in a DOM like the others.
 */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement, isValidElement, useState, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { FunnelContent } from '../../../schemas/content/schema'
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import type { ComponentType as ComponentTypeName } from '../../../schemas/page/componentTypes'
import { optionSetOf } from '../../../schemas/page/optionSetOf'
import type { PageDocument, PageOf } from '../../../schemas/page/schema'
import { localize } from '../content/localize'
import type { RenderPage } from '../content/renderPages'
import type { AnswerItem, Answers } from '../funnel/answers'
import type { TemplateProps } from './TemplateProps'
import '../ui/domTestSupport'

/** The seed page with this key, which must be a page of the given template (else the test is wrong). */
export function seedPage<T extends ComponentTypeName>(pages: readonly PageDocument[], key: string, componentType: T): PageOf<T> {
  const page = pages.find((candidate) => candidate.key === key)
  if (!page) throw new Error(`no seed page "${key}"`)
  if (page.componentType !== componentType) throw new Error(`seed page "${key}" is a ${page.componentType}, not a ${componentType}`)
  return page as PageOf<T>
}

/** A seed page as templates receive it: with its option set's options resolved. */
export function withOptions<T extends ComponentTypeName>(page: PageOf<T> | undefined, optionSets: readonly OptionSetDocument[]): RenderPage<T> {
  if (!page) throw new Error('no such seed page')
  const ref = optionSetOf(page)
  const set = optionSets.find((candidate) => candidate._id === ref?._ref)
  if (ref && !set) throw new Error(`${page.key}: option set ${ref._ref} is not in the seed`)
  return { ...page, options: set?.options ?? [] } as RenderPage<T>
}

/** A content string as the visitor reads it, for tests that look for seed copy on the page. */
export const copy = (value: Parameters<typeof localize<string>>[0], language: 'en' | 'pl' = 'en') => localize(value, language) ?? ''

/**
 * The same string as a text query (getByText) matches it: the testing library reads the page's
 * typeset no-break spaces as spaces, but takes the query as given.
 */
export const textQuery = (value: Parameters<typeof localize<string>>[0], language: 'en' | 'pl' = 'en') => copy(value, language).replace(/\u00a0/g, ' ')

/** The name of a page's main button: its own button text, else the shared Continue. */
export const actionName = (page: { buttonText?: Parameters<typeof copy>[0] }, strings: FunnelContent['uiStrings'], language: 'en' | 'pl' = 'en') =>
  copy(page.buttonText, language) || copy(strings.continue, language)

/** Props as the app builds them, with no-op callbacks unless given. */
export function templateProps<T extends ComponentTypeName>(page: RenderPage<T>, strings: FunnelContent['uiStrings'], overrides: Partial<TemplateProps<T>> = {}): TemplateProps<T> {
  const language = overrides.language ?? 'en'
  return {
    page,
    language,
    strings,
    t: (value) => localize(value, language) ?? '',
    answers: {},
    answerLabels: () => [],
    funnel: { key: 'demo', basePath: '/demo' },
    email: undefined,
    variants: {},
    onNavigate: () => {},
    onAnswer: () => {},
    onEmail: () => {},
    onNext: () => {},
    onBack: () => {},
    story: null,
    ...overrides,
  }
}

/** What a rendered template asked of the funnel, in order. */
export interface TemplateCalls {
  answers: AnswerItem[][]
  next: number
  back: number
  emails: string[]
}

/**
 * Renders a template into the DOM the way the app does: answers live in state, so a choice
 * re-renders the page as it would in the funnel, and every call to the funnel is recorded.
 */
export function renderTemplate<T extends ComponentTypeName>(Template: ComponentType<TemplateProps<T>>, props: TemplateProps<T>) {
  const calls: TemplateCalls = { answers: [], next: 0, back: 0, emails: [] }
  function Harness() {
    const [answers, setAnswers] = useState<Answers>(props.answers)
    return createElement(Template, {
      ...props,
      answers,
      onAnswer: (items) => {
        calls.answers.push(items)
        setAnswers((current) => ({ ...current, [props.page.key]: items }))
        props.onAnswer(items)
      },
      onNext: () => {
        calls.next++
        props.onNext()
      },
      onBack: () => {
        calls.back++
        props.onBack()
      },
      onEmail: (email) => {
        calls.emails.push(email)
        props.onEmail(email)
      },
    })
  }
  const user = userEvent.setup()
  return { user, calls, ...render(createElement(Harness)) }
}

type HostElement = ReactElement<Record<string, unknown> & { children?: ReactNode }, string>

/**
 * The host elements (input, button, ...) of a rendered template, with their props, so a test can
 * call their handlers the way a click would. Components are expanded by calling them inside one
 * server render, where their hooks (useId, useState) are valid.
 */
export function hostElements(node: ReactNode): HostElement[] {
  const found: HostElement[] = []
  const visit = (current: ReactNode): void => {
    if (Array.isArray(current)) return current.forEach(visit)
    if (!isValidElement<{ children?: ReactNode }>(current)) return
    if (typeof current.type === 'function') return visit((current.type as (props: unknown) => ReactNode)(current.props))
    if (typeof current.type === 'string') found.push(current as HostElement)
    visit(current.props.children)
  }
  const Capture = () => {
    visit(node)
    return null
  }
  renderToStaticMarkup(createElement(Capture))
  return found
}
