// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// A contract account whose signatures are its owner's (ERC-1271): what sign-in verifiers meet
/// for smart-contract wallets, deployed or counterfactual (ERC-6492).
contract DevnetSignatureWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(hash, signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) return 0x1626ba7e;
        return 0xffffffff;
    }
}
