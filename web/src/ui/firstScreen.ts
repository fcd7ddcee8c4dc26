import { createContext, useContext } from 'react'

/**
 * Whether the page drawn is the first of the visit (opened by its link, painted from the
 * prerendered HTML) rather than one reached by walking. Its first image is then likely the
 * largest paint and loads first, as a landing's hero does; a page reached by walking had its
 * image preloaded by the page before and keeps loading it lazily.
 */
export const FirstScreenContext = createContext(false)

export const useFirstScreen = (): boolean => useContext(FirstScreenContext)
