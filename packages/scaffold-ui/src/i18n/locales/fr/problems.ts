import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in French: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Données ABI trop courtes',
    LENGTH_OUT_OF_RANGE: 'Longueur ABI hors limites',
    DATA_NOT_HEX: 'Données ABI non valides\u00a0: octets hexadécimaux préfixés par 0x attendus',
    UINT256_OUT_OF_RANGE: 'Valeur hors de la plage de uint256\u00a0: {value}',
    NOT_HEX_BYTES: '{type} non valide\u00a0: octets hexadécimaux préfixés par 0x attendus',
    NOT_AN_ARRAY: '{type} non valide\u00a0: tableau attendu',
    INVALID_ADDRESS: 'Adresse non valide\u00a0: {value}',
    NOT_A_BOOL: 'bool non valide',
    NOT_A_BIGINT: 'uint256 non valide\u00a0: bigint attendu',
    BYTES32_TOO_LONG: 'bytes32 non valide\u00a0: plus long que 32\u00a0octets',
    NOT_A_STRING: 'Chaîne non valide',
    VALUE_COUNT_MISMATCH: '{expected} valeurs attendues, {received} reçues',
    NOT_UNICODE: 'Chaîne non valide\u00a0: Unicode non valide',
    NOT_UTF8: 'Chaîne non valide\u00a0: UTF-8 non valide',
    UNKNOWN_FUNCTION: 'aucune fonction {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Réseau {caipNetworkId} non valide\u00a0: le nom est vide',
    UNKNOWN_NAMESPACE:
      'chainNamespace non valide pour le réseau {network}\u00a0: {value} (eip155, solana, bip122 ou polkadot attendu)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId non valide pour le réseau {network}\u00a0: {value} (identifiant CAIP-2 «\u00a0namespace:reference\u00a0» attendu)',
    NAMESPACE_MISMATCH:
      'caipNetworkId non valide pour le réseau {network}\u00a0: {value} (son espace de noms ne correspond pas à chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id non valide pour le réseau {network}\u00a0: {value} (un id eip155 est un entier positif)',
    ID_REFERENCE_MISMATCH:
      'id non valide pour le réseau {network}\u00a0: {value} (caipNetworkId {caipNetworkId} attend l’id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Décimales de la monnaie native non valides pour le réseau {network}\u00a0: {value} (un entier de 0 à 255 est requis)',
    SYMBOL_EMPTY:
      'Symbole de la monnaie native non valide pour le réseau {network}\u00a0: le symbole est vide',
    DEFAULT_RPC_URLS_MISSING:
      'URL RPC non valides pour le réseau {network}\u00a0: rpcUrls.default est absent',
    RPC_URLS_EMPTY:
      'URL RPC non valides pour le réseau {network}\u00a0: rpcUrls.{key}.http est vide (au moins une URL http ou https est requise)',
    NO_DEFAULT_RPC_URL:
      'URL RPC non valides pour le réseau {network}\u00a0: aucune URL RPC fournie et la chaîne {chainId} n’en a pas par défaut',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC non valide pour le réseau {network}\u00a0: {value} (URL non absolue\u00a0; seuls http et https sont acceptés)',
    RPC_URL_NOT_HTTP:
      'URL RPC non valide pour le réseau {network}\u00a0: {value} (seuls http et https sont acceptés)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC websocket non valide pour le réseau {network}\u00a0: {value} (URL non absolue\u00a0; seuls ws et wss sont acceptés)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC websocket non valide pour le réseau {network}\u00a0: {value} (seuls ws et wss sont acceptés)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL de l’explorateur de blocs non valide pour le réseau {network}\u00a0: {value} (URL non absolue\u00a0; seuls http et https sont acceptés)',
    EXPLORER_URL_NOT_HTTP:
      'URL de l’explorateur de blocs non valide pour le réseau {network}\u00a0: {value} (seuls http et https sont acceptés)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL de l’API de l’explorateur de blocs non valide pour le réseau {network}\u00a0: {value} (URL non absolue\u00a0; seuls http et https sont acceptés)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL de l’API de l’explorateur de blocs non valide pour le réseau {network}\u00a0: {value} (seuls http et https sont acceptés)',
    TESTNET_NOT_BOOLEAN:
      'Indicateur testnet non valide pour le réseau {network}\u00a0: {value} (un booléen est requis)',
    INVALID_CONTRACT_ADDRESS:
      'Adresse de contrat {contract} non valide pour le réseau {network}\u00a0: {value} (0x et 40\u00a0caractères hexadécimaux avec une somme de contrôle valide attendus)',
    NOT_OF_NAMESPACE: '{caipNetworkId} n’est pas un réseau {namespace}',
  },
}
