package app

import "github.com/maxence-charriere/go-app/v10/pkg/errors"

// In WebAssembly, Context.Encrypt and Context.Decrypt are not available:
// Go's AES and its random source keep Go's FIPS 140 module in the
// program (crypto.go builds outside WebAssembly only).

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not available in this build")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("decryption is not available in this build")
}
