interface Props {
  formUrl: string
  /** The frame's accessible name. */
  title: string
}

/**
 * The offline sandbox provider's card form, shown in a frame in place of Stripe's Payment
 * Element. The form sends the whole window to the success URL itself once the card is
 * accepted, which a sandboxed frame may do only with allow-top-navigation.
 */
export function SandboxCardFrame({ formUrl, title }: Props) {
  return <iframe className="checkout-frame" src={formUrl} title={title} sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation" />
}
