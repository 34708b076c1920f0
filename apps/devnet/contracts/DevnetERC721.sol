// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title Devnet ERC-721
/// @notice Test collection: token ids 1, 2, ... minted to the funded accounts at deployment,
/// `perHolder` each, in order. `mint` is open on purpose (faucet for tests).
contract DevnetERC721 is ERC721 {
    uint256 public totalSupply;

    constructor(
        string memory name_,
        string memory symbol_,
        address[] memory holders,
        uint256 perHolder
    ) ERC721(name_, symbol_) {
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mintNext(holders[i]);
            }
        }
    }

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = _mintNext(to);
    }

    function _mintNext(address to) private returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }
}
