#include "go_asm.h"
#include "textflag.h"

// F(field) pushes the 64-bit field of f (R0) at offset field.
#define F(field) Get R0; I32WrapI64; I64Load $field
// AT(reg, field) pushes the 64-bit field of the struct at reg.
#define AT(reg, field) Get reg; I32WrapI64; I64Load $field
// AT32(reg, field) pushes the int32 field of the struct at reg, extended.
#define AT32(reg, field) Get reg; I32WrapI64; I64Load32S $field

// LEVEL sets R9 and R10 for the level in R6 (p): (p-2)|f.event, and the
// address of the first cell of the level's table, &f.first[f.tabs[p-1]].
#define LEVEL \
	Get R6; I64Const $2; I64Sub; F(fila64_event); I64Or; Set R9; \
	F(fila64_tabs); Get R6; I64Const $1; I64Sub; I64Const $3; I64Shl; I64Add; I32WrapI64; I64Load $0; \
	I64Const $firstCell__size; I64Mul; F(fila64_first); I64Add; Set R10

// FLUSH adds the fits counted in R11 to f.fits[p] and clears R11 (uses R13).
#define FLUSH \
	F(fila64_fits); Get R6; I64Const $3; I64Shl; I64Add; Set R13; \
	Get R13; I32WrapI64; Get R13; I32WrapI64; I64Load $0; Get R11; I64Add; I64Store $0; \
	I64Const $0; Set R11

// FRAME sets R13 to &f.mframe[p].
#define FRAME \
	F(fila64_mframe); Get R6; I64Const $mframe64__size; I64Mul; I64Add; Set R13

// BELOW sets R7 to avail &^ (1<<s).
#define BELOW \
	Get R2; I64Const $1; Get R5; I64Shl; I64Const $-1; I64Xor; I64And; Set R7

// MEMOAT pushes whether the memo is on at level p-1 (f.memoAt's bit).
#define MEMOAT \
	F(fila64_memoAt); Get R6; I64Const $1; I64Sub; I64ShrU; I64Const $1; I64And; I32WrapI64

// INDEX(reg) pushes the position in f.lay of the address in reg.
#define INDEX(reg) Get reg; F(fila64_lay); I64Sub; I64Const $3; I64ShrU

// SLOT pushes the address of the memo's slot of the state (occupancy
// o, shapes a): f.memo[((a*memoMul)^o)*memoMul >> f.memoShift].
#define SLOT(o, a) \
	F(fila64_memo); \
	Get a; I64Const $const_memoMul; I64Mul; Get o; I64Xor; I64Const $const_memoMul; I64Mul; \
	F(fila64_memoShift); I64ShrU; I64Const $memo64__size; I64Mul; I64Add

// func firstLoop(f unsafe.Pointer) int32
//
// searchFirst's loop (fila64.go, where every shape has one piece left):
// R0 f, R1 o, R2 avail, R3 &lay[i], R4 &lay[b], R5 s, R6 p, R7 the
// shapes available below (avail without s), R8 f.budget, R9 (p-2)|f.event
// (negative where every fit is a rare event), R10 &f.first[f.tabs[p-1]],
// R11 the fits at level p not yet in f.fits, R12 to R14 scratch, R15 the
// result.
TEXT ·firstLoop(SB), NOSPLIT, $0-12
	I64Load f+0(FP)
	Set R0

	AT(R0, fila64_scanP)
	Set R6
	AT(R0, fila64_scanO)
	Set R1
	AT(R0, fila64_scanAvail)
	Set R2
	AT32(R0, fila64_scanS)
	Set R5
	F(fila64_lay)
	AT32(R0, fila64_scanI)
	I64Const $3
	I64Shl
	I64Add
	Set R3
	F(fila64_lay)
	AT32(R0, fila64_scanB)
	I64Const $3
	I64Shl
	I64Add
	Set R4
	BELOW
	F(fila64_budget)
	Set R8
	LEVEL
	I64Const $0
	Set R11
	I64Const $0
	Set R15

	Block // exit
	Loop // main
		Block // the list is done
		Loop // the list
			Get R3
			Get R4
			I64GeU
			BrIf $1

			// l = lay[i]; i++
			Get R3
			I32WrapI64
			I64Load $0
			Set R12
			Get R3
			I64Const $8
			I64Add
			Set R3

			// No fit: the next image.
			Get R1
			Get R12
			I64And
			I64Eqz
			I32Eqz
			BrIf $0

			// A fit: counted; R12 = o|l.
			Get R11
			I64Const $1
			I64Add
			Set R11
			Get R8
			I64Const $1
			I64Sub
			Set R8
			Get R1
			Get R12
			I64Or
			Set R12

			// R13: the target, the first open cell.
			Get R12
			I64Const $-1
			I64Xor
			I64Ctz
			I64Const $firstCell__size
			I64Mul
			Get R10
			I64Add
			Set R13

			// A slow cell: Go reads its set.
			Get R13
			I32WrapI64
			I32Load8S $firstCell_slow
			I32Const $0
			I32LtS
			If
				I64Const $1
				Set R15
				Br $4
			End

			// R14: its set, base + t[0][byte at ws[0]] + t[1][byte at ws[1]].
			AT32(R13, firstCell_base)
			Get R13
			Get R12
			Get R13
			I32WrapI64
			I64Load8U $firstCell_ws
			I64ShrU
			I64Const $255
			I64And
			I64Add
			I32WrapI64
			I64Load8U $firstCell_t
			I64Add
			Get R13
			Get R12
			Get R13
			I32WrapI64
			I64Load8U $(firstCell_ws+1)
			I64ShrU
			I64Const $255
			I64And
			I64Add
			I32WrapI64
			I64Load8U $(firstCell_t+256)
			I64Add
			Set R14

			// A rare event (the budget spent, a solution, a branch of
			// another worker): Go takes it.
			Get R8
			I64Const $1
			I64Sub
			Get R9
			I64Or
			I64Const $0
			I64LtS
			If
				I64Const $1
				Set R15
				Br $4
			End

			// R15: the shapes available below with images at the
			// target; none: the next image.
			Get R7
			F(fila64_smask)
			Get R14
			I64Const $3
			I64Shl
			I64Add
			I32WrapI64
			I64Load $0
			I64And
			Tee R15
			I64Eqz
			BrIf $0

			// A state the memo holds: the next image.
			MEMOAT
			If
				SLOT(R12, R7)
				Set R13
				AT(R13, memo64_key)
				Get R7
				F(fila64_memoTag)
				I64Or
				I64Eq
				AT(R13, memo64_o)
				Get R12
				I64Eq
				I32And
				BrIf $1
			End

			// Descend: the level's frame keeps its state.
			FRAME
			Get R13
			I32WrapI64
			Get R1
			I64Store $mframe64_o
			Get R13
			I32WrapI64
			Get R2
			I64Store $mframe64_avail
			Get R13
			I32WrapI64
			INDEX(R3)
			I64Store32 $mframe64_i
			Get R13
			I32WrapI64
			INDEX(R4)
			I64Store32 $mframe64_b
			Get R13
			I32WrapI64
			Get R5
			I64Store32 $mframe64_s
			Get R13
			I32WrapI64
			F(fila64_nsol)
			I64Store $mframe64_sols
			FLUSH
			Get R6
			I64Const $1
			I64Sub
			Set R6
			FRAME
			Get R13
			I32WrapI64
			Get R15
			I64Store $mframe64_m
			Get R13
			I32WrapI64
			Get R14
			F(fila64_stride)
			I64Mul
			I64Store32 $mframe64_set
			Get R12
			Set R1
			Get R7
			Set R2
			LEVEL
			// The list below: none yet.
			Get R4
			Set R3
		End
		End

		// The next shape with images at the target.
		FRAME
		AT(R13, mframe64_m)
		Tee R12
		I64Eqz
		I32Eqz
		If
			Get R12
			I64Ctz
			Set R5
			Get R13
			I32WrapI64
			Get R12
			Get R12
			I64Const $1
			I64Sub
			I64And
			I64Store $mframe64_m
			// R14 = &f.off[set+s]
			F(fila64_off)
			AT32(R13, mframe64_set)
			Get R5
			I64Add
			I64Const $2
			I64Shl
			I64Add
			Set R14
			F(fila64_lay)
			AT32(R14, 0)
			I64Const $3
			I64Shl
			I64Add
			Set R3
			F(fila64_lay)
			AT32(R14, 4)
			I64Const $3
			I64Shl
			I64Add
			Set R4
			// f.att[p] += b - i
			F(fila64_att)
			Get R6
			I64Const $3
			I64Shl
			I64Add
			Set R14
			Get R14
			I32WrapI64
			Get R14
			I32WrapI64
			I64Load $0
			Get R4
			Get R3
			I64Sub
			I64Const $3
			I64ShrU
			I64Add
			I64Store $0
			BELOW
			Br $1
		End

		// The target is done: back up one level, or end at the top.
		Get R6
		F(fila64_top)
		I64Eq
		If
			I64Const $0
			Set R15
			Br $2
		End
		FLUSH
		Get R6
		I64Const $1
		I64Add
		Set R6
		FRAME
		// No solution below a memo level's state: the memo keeps it.
		MEMOAT
		If
			AT(R13, mframe64_sols)
			F(fila64_nsol)
			I64Eq
			If
				SLOT(R1, R2)
				Set R14
				Get R14
				I32WrapI64
				Get R1
				I64Store $memo64_o
				Get R14
				I32WrapI64
				Get R2
				F(fila64_memoTag)
				I64Or
				I64Store $memo64_key
			End
		End
		AT(R13, mframe64_o)
		Set R1
		AT(R13, mframe64_avail)
		Set R2
		AT32(R13, mframe64_s)
		Set R5
		F(fila64_lay)
		AT32(R13, mframe64_i)
		I64Const $3
		I64Shl
		I64Add
		Set R3
		F(fila64_lay)
		AT32(R13, mframe64_b)
		I64Const $3
		I64Shl
		I64Add
		Set R4
		BELOW
		LEVEL
		Br $0
	End
	End

	// The state, for Go.
	FLUSH
	Get R0
	I32WrapI64
	Get R8
	I64Store $fila64_budget
	Get R0
	I32WrapI64
	Get R6
	I64Store $fila64_scanP
	Get R0
	I32WrapI64
	Get R1
	I64Store $fila64_scanO
	Get R0
	I32WrapI64
	Get R2
	I64Store $fila64_scanAvail
	Get R0
	I32WrapI64
	INDEX(R3)
	I64Store32 $fila64_scanI
	Get R0
	I32WrapI64
	INDEX(R4)
	I64Store32 $fila64_scanB
	Get R0
	I32WrapI64
	Get R5
	I64Store32 $fila64_scanS

	Get SP
	Get R15
	I32WrapI64
	I32Store ret+8(FP)
	RET
