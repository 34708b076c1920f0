import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Brazilian Portuguese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dados ABI curtos demais',
    LENGTH_OUT_OF_RANGE: 'Comprimento ABI fora do intervalo',
    DATA_NOT_HEX: 'Dados ABI inválidos: esperados bytes hexadecimais com prefixo 0x',
    UINT256_OUT_OF_RANGE: 'Valor fora do intervalo de uint256: {value}',
    NOT_HEX_BYTES: '{type} inválido: esperados bytes hexadecimais com prefixo 0x',
    NOT_AN_ARRAY: '{type} inválido: esperada uma lista',
    INVALID_ADDRESS: 'Endereço inválido: {value}',
    NOT_A_BOOL: 'bool inválido',
    NOT_A_BIGINT: 'uint256 inválido: esperado um bigint',
    BYTES32_TOO_LONG: 'bytes32 inválido: mais de 32 bytes',
    NOT_A_STRING: 'String inválida',
    VALUE_COUNT_MISMATCH: 'Esperados {expected} valores, recebidos {received}',
    NOT_UNICODE: 'String inválida: Unicode inválido',
    NOT_UTF8: 'String inválida: UTF-8 inválido',
    UNKNOWN_FUNCTION: 'a função {method} não existe',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Rede {caipNetworkId} inválida: o nome está vazio',
    UNKNOWN_NAMESPACE:
      'chainNamespace inválido para a rede {network}: {value} (esperado eip155, solana, bip122 ou polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId inválido para a rede {network}: {value} (esperado um id CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId inválido para a rede {network}: {value} (seu namespace não corresponde ao chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id inválido para a rede {network}: {value} (um id eip155 é um inteiro positivo)',
    ID_REFERENCE_MISMATCH:
      'id inválido para a rede {network}: {value} (o caipNetworkId {caipNetworkId} espera o id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Casas decimais da moeda nativa inválidas para a rede {network}: {value} (é necessário um inteiro de 0 a 255)',
    SYMBOL_EMPTY: 'Símbolo da moeda nativa inválido para a rede {network}: o símbolo está vazio',
    DEFAULT_RPC_URLS_MISSING:
      'URLs RPC inválidas para a rede {network}: rpcUrls.default está ausente',
    RPC_URLS_EMPTY:
      'URLs RPC inválidas para a rede {network}: rpcUrls.{key}.http está vazio (é necessária pelo menos uma URL http ou https)',
    NO_DEFAULT_RPC_URL:
      'URLs RPC inválidas para a rede {network}: nenhuma URL RPC informada e a chain {chainId} não tem uma padrão',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC inválida para a rede {network}: {value} (não é uma URL absoluta; apenas http e https são aceitos)',
    RPC_URL_NOT_HTTP:
      'URL RPC inválida para a rede {network}: {value} (apenas http e https são aceitos)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC websocket inválida para a rede {network}: {value} (não é uma URL absoluta; apenas ws e wss são aceitos)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC websocket inválida para a rede {network}: {value} (apenas ws e wss são aceitos)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL do explorador de blocos inválida para a rede {network}: {value} (não é uma URL absoluta; apenas http e https são aceitos)',
    EXPLORER_URL_NOT_HTTP:
      'URL do explorador de blocos inválida para a rede {network}: {value} (apenas http e https são aceitos)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL da API do explorador de blocos inválida para a rede {network}: {value} (não é uma URL absoluta; apenas http e https são aceitos)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL da API do explorador de blocos inválida para a rede {network}: {value} (apenas http e https são aceitos)',
    TESTNET_NOT_BOOLEAN:
      'Indicador testnet inválido para a rede {network}: {value} (é necessário um booleano)',
    INVALID_CONTRACT_ADDRESS:
      'Endereço de contrato {contract} inválido para a rede {network}: {value} (esperado 0x e 40 caracteres hexadecimais com checksum válido)',
    NOT_OF_NAMESPACE: '{caipNetworkId} não é uma rede {namespace}',
  },
}
