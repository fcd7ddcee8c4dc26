/** The icons the page frame draws itself (back, forward, the chosen language), by lucide name. */
export const FRAME_ICON_NAMES = ['chevron-left', 'chevron-right', 'check'] as const

export type FrameIconName = (typeof FRAME_ICON_NAMES)[number]
