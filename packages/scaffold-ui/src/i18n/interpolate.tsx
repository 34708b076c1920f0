import { Fragment, type ReactNode } from 'react'

/**
 * Splits a message at its `{name}` placeholders and puts `nodes[name]` there, so a translated
 * sentence can hold links. Get the message with its placeholders kept, e.g.
 * `t('legal.agreeTerms', { terms: '{terms}' })`.
 */
export function interpolate(message: string, nodes: Readonly<Record<string, ReactNode>>) {
  const parts = message.split(/\{(\w+)\}/)
  return parts.map((part, index) => {
    // Odd indexes are the captured placeholder names.
    const key = `${index}-${part}`
    if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>
    return <Fragment key={key}>{Object.hasOwn(nodes, part) ? nodes[part] : `{${part}}`}</Fragment>
  })
}
