/** A funnel's logo image, as the theme gives it: its intrinsic size reserves the space before it loads. */
export interface LogoImage {
  src: string
  alt: string
  width: number
  height: number
}

interface Props {
  logo?: LogoImage
  /** The funnel's display name: the logo's text when there is no image. */
  name: string
}

/**
 * The funnel's logo in the header, always on one line: the image when the theme has one, else the
 * name, cut with an ellipsis rather than wrapped (a phone header is one row). The image is never
 * the landing's largest paint, so it does not compete with the hero (`fetchpriority="low"`), and
 * its width and height keep the header from shifting when it arrives.
 */
export function FunnelLogo({ logo, name }: Props) {
  if (logo) return <img className="logo-image" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" fetchPriority="low" />
  return <span className="logo-name">{name}</span>
}
