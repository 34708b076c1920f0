import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger.ts'

describe('createLogger', () => {
  it('writes only lines at or above the level, error by default', () => {
    const sink = vi.fn()
    const logger = createLogger({ sink })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e', { detail: 1 })
    expect(sink).toHaveBeenCalledOnce()
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', message: 'e' }), {
      detail: 1,
    })
  })

  it('keeps every line in a buffer bounded by bytes, oldest dropped first', () => {
    const logger = createLogger({ level: 'silent', sink: vi.fn(), bufferBytes: 10, now: () => 7 })
    logger.info('12345')
    logger.info('67890')
    logger.warn('abc')
    expect(logger.getBuffer().map((entry) => entry.message)).toEqual(['67890', 'abc'])
    expect(logger.getBuffer()[0]?.timestamp).toBe(7)
  })

  it('writes to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const logger = createLogger({ level: 'warn' })
    logger.error('boom')
    logger.warn('careful', 42)
    expect(error).toHaveBeenCalledWith('[openappkit] boom')
    expect(warn).toHaveBeenCalledWith('[openappkit] careful', 42)
  })
})
