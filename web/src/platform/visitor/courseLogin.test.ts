// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { courseLoginUrlIn, rememberCourseLoginUrl, storedCourseLoginUrl } from './courseLogin'

beforeEach(() => window.localStorage.clear())

describe('course-platform login URL', () => {
  it('is found at the top of an answer or in its data or result field', () => {
    expect(courseLoginUrlIn({ delivered: [], courseLoginUrl: 'https://courses.example/login?t=1' })).toBe('https://courses.example/login?t=1')
    expect(courseLoginUrlIn({ data: { courseLoginUrl: 'https://courses.example/a' } })).toBe('https://courses.example/a')
    expect(courseLoginUrlIn({ result: { courseLoginUrl: 'https://courses.example/b' } })).toBe('https://courses.example/b')
  })

  it('ignores answers without one, and anything that is not an http(s) URL', () => {
    expect(courseLoginUrlIn(undefined)).toBeUndefined()
    expect(courseLoginUrlIn({ delivered: [] })).toBeUndefined()
    expect(courseLoginUrlIn({ courseLoginUrl: 'javascript:alert(1)' })).toBeUndefined()
    expect(courseLoginUrlIn({ data: { data: { courseLoginUrl: 'https://too.deep/' } } })).toBeUndefined()
  })

  it('is stored when an answer carries one, and kept when a later answer does not', () => {
    expect(storedCourseLoginUrl()).toBeUndefined()
    expect(rememberCourseLoginUrl({ courseLoginUrl: 'https://courses.example/login' })).toBe('https://courses.example/login')
    rememberCourseLoginUrl({ delivered: [] })
    expect(storedCourseLoginUrl()).toBe('https://courses.example/login')
    expect(window.localStorage.getItem('funnels-payments:courseLoginUrl')).toBe('"https://courses.example/login"')
  })
})
