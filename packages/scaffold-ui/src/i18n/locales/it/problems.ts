import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Italian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dati ABI troppo corti',
    LENGTH_OUT_OF_RANGE: 'Lunghezza ABI fuori intervallo',
    DATA_NOT_HEX: 'Dati ABI non validi: attesi byte esadecimali con prefisso 0x',
    UINT256_OUT_OF_RANGE: 'Valore fuori dall’intervallo di uint256: {value}',
    NOT_HEX_BYTES: '{type} non valido: attesi byte esadecimali con prefisso 0x',
    NOT_AN_ARRAY: '{type} non valido: atteso un array',
    INVALID_ADDRESS: 'Indirizzo non valido: {value}',
    NOT_A_BOOL: 'bool non valido',
    NOT_A_BIGINT: 'uint256 non valido: atteso un bigint',
    BYTES32_TOO_LONG: 'bytes32 non valido: più lungo di 32 byte',
    NOT_A_STRING: 'Stringa non valida',
    VALUE_COUNT_MISMATCH: 'Attesi {expected} valori, ricevuti {received}',
    NOT_UNICODE: 'Stringa non valida: Unicode non valido',
    NOT_UTF8: 'Stringa non valida: UTF-8 non valido',
    UNKNOWN_FUNCTION: 'nessuna funzione {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Rete {caipNetworkId} non valida: il nome è vuoto',
    UNKNOWN_NAMESPACE:
      'chainNamespace non valido per la rete {network}: {value} (atteso eip155, solana, bip122 o polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId non valido per la rete {network}: {value} (atteso un id CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId non valido per la rete {network}: {value} (il suo namespace non corrisponde a chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id non valido per la rete {network}: {value} (un id eip155 è un intero positivo)',
    ID_REFERENCE_MISMATCH:
      'id non valido per la rete {network}: {value} (caipNetworkId {caipNetworkId} si aspetta l’id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Decimali della valuta nativa non validi per la rete {network}: {value} (è richiesto un intero da 0 a 255)',
    SYMBOL_EMPTY:
      'Simbolo della valuta nativa non valido per la rete {network}: il simbolo è vuoto',
    DEFAULT_RPC_URLS_MISSING: 'URL RPC non validi per la rete {network}: manca rpcUrls.default',
    RPC_URLS_EMPTY:
      'URL RPC non validi per la rete {network}: rpcUrls.{key}.http è vuoto (è richiesto almeno un URL http o https)',
    NO_DEFAULT_RPC_URL:
      'URL RPC non validi per la rete {network}: nessun URL RPC indicato e la chain {chainId} non ne ha uno predefinito',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC non valido per la rete {network}: {value} (non è un URL assoluto; sono accettati solo http e https)',
    RPC_URL_NOT_HTTP:
      'URL RPC non valido per la rete {network}: {value} (sono accettati solo http e https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC websocket non valido per la rete {network}: {value} (non è un URL assoluto; sono accettati solo ws e wss)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC websocket non valido per la rete {network}: {value} (sono accettati solo ws e wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL del block explorer non valido per la rete {network}: {value} (non è un URL assoluto; sono accettati solo http e https)',
    EXPLORER_URL_NOT_HTTP:
      'URL del block explorer non valido per la rete {network}: {value} (sono accettati solo http e https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL dell’API del block explorer non valido per la rete {network}: {value} (non è un URL assoluto; sono accettati solo http e https)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL dell’API del block explorer non valido per la rete {network}: {value} (sono accettati solo http e https)',
    TESTNET_NOT_BOOLEAN:
      'Flag testnet non valido per la rete {network}: {value} (è richiesto un booleano)',
    INVALID_CONTRACT_ADDRESS:
      'Indirizzo del contratto {contract} non valido per la rete {network}: {value} (attesi 0x e 40 caratteri esadecimali con checksum valido)',
    NOT_OF_NAMESPACE: '{caipNetworkId} non è una rete {namespace}',
  },
}
