import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from './memoryHistory'

const where = (history: ReturnType<typeof createMemoryHistory>) => {
  const { type, index, location } = history.read()
  return `${type} ${index} ${location.pathname}${location.search}`
}

describe('createMemoryHistory', () => {
  it('starts at the last entry (or the one given) as a POP, the first keyed default', () => {
    expect(where(createMemoryHistory(['/a', '/b?x=1']))).toBe('POP 1 /b?x=1')
    const history = createMemoryHistory(['/a', '/b'], 0)
    expect(where(history)).toBe('POP 0 /a')
    expect(history.read().location.key).toBe('default')
    expect(where(createMemoryHistory())).toBe('POP 0 /')
  })

  it('pushes (cutting off the entries ahead), replaces, and moves back and forward within its entries', () => {
    const history = createMemoryHistory(['/a', '/b', '/c'], 1)
    const heard: string[] = []
    history.listen(() => heard.push(where(history)))
    history.navigate('/d')
    history.go(1)
    history.navigate('/e', { replace: true })
    history.go(-1)
    history.go(-5)
    history.go(5)
    expect(heard).toEqual(['PUSH 2 /d', 'REPLACE 2 /e', 'POP 1 /b', 'POP 0 /a', 'POP 2 /e'])
  })

  it('makes a new key for a navigation to the same path', () => {
    const history = createMemoryHistory(['/a'])
    history.navigate('/a')
    expect(history.read().location.key).not.toBe('default')
    expect(history.read().index).toBe(1)
  })
})
