// The package ships no types: what its README documents of its output. Both servers' operations
// tests read their /metrics with it (apps/api and apps/relay include this file in their tsconfig).
declare module 'parse-prometheus-text-format' {
  export type ParsedSample = {
    value?: string
    labels?: Record<string, string>
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export type ParsedFamily = {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: ParsedSample[]
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[]
}
