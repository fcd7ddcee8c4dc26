import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { PAGE_CONTRACTS } from './templates'
import { schemaTypes } from '../schemaTypes'
import { PAGE_FIELD_GROUPS } from './fields'

interface CompiledField {
  name: string
  group?: string | string[]
  type: { hidden?: unknown }
}

const pageType = createSchema({ name: 'page-form', types: schemaTypes }).get('page')
const fields: CompiledField[] = pageType && 'fields' in pageType ? pageType.fields : []

/** The page form's fields that a page of this template shows, as the Studio decides it. */
function shownFields(componentType: string): string[] {
  const document = { _id: 'page.x', _type: 'page', componentType }
  return fields
    .filter(({ type: { hidden } }) => !(typeof hidden === 'function' ? hidden({ document, parent: document, value: undefined, currentUser: null, path: [] }) : hidden === true))
    .map((field) => field.name)
}

const frameFields = ['name', 'key', 'path', 'componentType', 'section', 'hasProgress', 'totalProgress', 'background', 'isInterruptor', 'hideBackArrow', 'nextImages', 'hidden', 'rules']

describe('the page form', () => {
  it('shows the frame fields and exactly the fields the page\'s template reads', () => {
    expect(PAGE_CONTRACTS.length).toBeGreaterThan(25)
    for (const contract of PAGE_CONTRACTS) {
      expect(shownFields(contract.componentType).sort(), contract.componentType).toEqual([...frameFields, ...Object.keys(contract.fields)].sort())
    }
  })

  it('puts every field in one of the groups copy, question, layout, rules', () => {
    for (const field of fields) expect(PAGE_FIELD_GROUPS, field.name).toContain(field.group)
  })
})
