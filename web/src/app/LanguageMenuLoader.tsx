import { lazy, Suspense, type ComponentType } from 'react'
import { retryingImport } from '../platform/boot/retryingImport'
import type { LanguageMenuListProps } from '../ui/LanguageMenuList'

// The open language menu is no part of the landing: its chunk loads when a pointer or focus comes
// to the menu's button (before the click that opens it), or at the latest on that click.
const loadList = retryingImport(() => import('../ui/LanguageMenuList'))
let loaded: ComponentType<LanguageMenuListProps> | undefined
const LazyList = lazy(() => loadList().then(({ LanguageMenuList }) => ({ default: LanguageMenuList })))

/** Loads the open menu's code; once it is there, the menu opens without suspending. */
export const preloadLanguageMenuList = (): Promise<void> =>
  loadList().then(
    ({ LanguageMenuList }) => void (loaded = LanguageMenuList),
    (error: unknown) => console.warn('[LanguageMenu] loading the menu failed', error),
  )

/** The open menu: drawn at once when its code is there, else as soon as it arrives. */
export function LanguageMenuLoader(props: LanguageMenuListProps) {
  const List = loaded
  if (List) return <List {...props} />
  return (
    <Suspense fallback={null}>
      <LazyList {...props} />
    </Suspense>
  )
}
