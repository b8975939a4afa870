//! The [`Context`]: owner of everything — uniqued types, attributes,
//! locations and names, the dialect registry, and the IR arenas.

use std::collections::HashMap;
use std::rc::Rc;

use crate::core::affine::AffineTables;
use crate::core::attrs::AttrData;
use crate::core::diag::Diagnostic;
use crate::core::dialect_defs::DefRegistry;
use crate::core::location::{LocData, Location};
use crate::core::registry::{DialectDefinition, OpDefinition};
use crate::core::storage::{BlockData, BlockId, OpId, OperationData, RegionData, RegionId};
use crate::core::types::{CommonTypes, FloatKind, Signedness, TypeData};
use crate::support::entity::Arena;
use crate::support::intern::{Interner, StrInterner};

/// An interned string (attribute names, symbol names, file names).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

/// An interned operation name such as `toy.transpose`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

pub(crate) struct OpNameInfo {
    pub(crate) name: Box<str>,
    pub(crate) dialect_len: usize,
    pub(crate) def: Option<Rc<OpDefinition>>,
    /// What an op of this name created without attributes or properties
    /// holds once its definition's defaults are added (its attribute
    /// dictionary, its properties), worked out on first use: most parsed
    /// and built ops (`arith.addi` and its default `overflowFlags`) take
    /// it as it is. Cleared when the definition changes.
    pub(crate) default_parts:
        Option<(crate::core::storage::OptAttr, crate::core::storage::OptAttr)>,
}

/// Owns all IR and all uniqued objects. Handles (`Type`, `Attribute`,
/// `Location`, `OpId`, `Value`, ...) are only meaningful with the context
/// that created them.
pub struct Context {
    pub(crate) types: Interner<TypeData>,
    pub(crate) attrs: Interner<AttrData>,
    /// Recent one-entry dictionaries by their entry: the properties of most
    /// ops with an inherent attribute (every `arith.constant`), found
    /// without building and hashing a dictionary. Direct-mapped, of a fixed
    /// size (`attrs.rs`'s `ONE_ENTRY_SLOTS`): no memory per distinct value.
    pub(crate) one_entry_dicts:
        Vec<Option<(crate::core::attrs::NamedAttr, crate::core::attrs::Attribute)>>,
    pub(crate) locs: Interner<LocData>,
    pub(crate) file_locs: crate::core::location::FileLocIndex,
    pub(crate) strs: StrInterner,
    pub(crate) common: CommonTypes,
    pub(crate) unknown_loc: Location,
    pub(crate) op_names: Vec<OpNameInfo>,
    pub(crate) op_name_map: crate::support::intern::FxHashMap<Box<str>, OpName>,
    pub(crate) dialects: HashMap<String, Rc<DialectDefinition>>,
    /// Dialect interfaces (MLIR's `DialectInterface`s, e.g. the inliner's)
    /// by interface type, then dialect namespace.
    pub(crate) dialect_interfaces:
        HashMap<std::any::TypeId, HashMap<String, Box<dyn std::any::Any>>>,
    /// The interfaces attached to registered ops from outside their
    /// definitions (MLIR's external models), by op name: each makes the
    /// interface's entry of the definition, again when the op is
    /// registered anew (a dependent dialect loaded by a pass).
    pub(crate) op_external_models: HashMap<String, Vec<ExternalModel>>,
    pub(crate) defs: DefRegistry,
    pub(crate) affine: AffineTables,
    pub(crate) allow_unregistered: bool,
    /// Whether an error at an op carries the op (MLIR's
    /// `printOpOnDiagnostic`; off while diagnostics are verified).
    pub(crate) print_op_on_diagnostic: bool,
    /// How diagnostics print ops: the tool's printing flags (MLIR's
    /// `OpPrintingFlags` read from the command line).
    pub(crate) diagnostic_print: crate::core::printer::PrintOptions,
    /// The file-level resources read with the IR (`{-# ... #-}`).
    pub(crate) resources: crate::core::resources::FileResources,
    /// How many distinct attributes were created (each one's identity).
    pub(crate) distinct_count: u64,
    /// Whether a location was made an attribute (the printer then looks
    /// for location aliases even without debug info).
    pub(crate) has_loc_attrs: bool,
    /// Diagnostics that fail nothing (warnings, remarks) emitted where only
    /// a shared context is at hand, such as an op's verifier (MLIR's
    /// `mlir::emitWarning` to the context's handler); the tool reports them
    /// when it reports the step's outcome.
    pub(crate) side_diagnostics: std::sync::Mutex<Vec<Diagnostic>>,
    /// Text a pass writes to the tool's standard output (MLIR's
    /// `llvm::outs()`, as `transform.print` does), taken by the tool and
    /// written before the step's own output.
    pub(crate) side_output: std::sync::Mutex<String>,
    pub(crate) ops: Arena<OpId, OperationData>,
    pub(crate) blocks: Arena<BlockId, BlockData>,
    pub(crate) regions: Arena<RegionId, RegionData>,
}

impl Context {
    /// A context with the builtin types pre-interned and no dialect.
    /// [`Context::new`], beside the builtin dialect (`dialect/builtin.rs`:
    /// this layer does not name it), registers the builtin dialect on it.
    pub(crate) fn without_dialects() -> Self {
        let mut types: Interner<TypeData> = Interner::default();
        let mut int = |w| {
            crate::core::types::Type(types.intern(TypeData::Integer {
                width: w,
                signedness: Signedness::Signless,
            }))
        };
        let (i1, i8, i16, i32, i64) = (int(1), int(8), int(16), int(32), int(64));
        let mut t = |d| crate::core::types::Type(types.intern(d));
        let floats = FloatKind::ALL.map(|k| t(TypeData::Float(k)));
        let common = CommonTypes {
            i1,
            i8,
            i16,
            i32,
            i64,
            index: t(TypeData::Index),
            none: t(TypeData::None),
            f16: floats[FloatKind::F16 as usize],
            bf16: floats[FloatKind::BF16 as usize],
            f32: floats[FloatKind::F32 as usize],
            f64: floats[FloatKind::F64 as usize],
            f80: floats[FloatKind::F80 as usize],
            f128: floats[FloatKind::F128 as usize],
            floats,
            unavailable: t(TypeData::Opaque {
                dialect: String::new(),
                data: "<unavailable>".into(),
            }),
        };
        let mut locs = Interner::default();
        let unknown_loc = Location(locs.intern(LocData::Unknown));
        Context {
            types,
            attrs: Interner::default(),
            locs,
            file_locs: Default::default(),
            one_entry_dicts: Default::default(),
            strs: StrInterner::default(),
            common,
            unknown_loc,
            op_names: Vec::new(),
            op_name_map: Default::default(),
            dialects: HashMap::new(),
            dialect_interfaces: HashMap::new(),
            op_external_models: HashMap::new(),
            defs: DefRegistry::default(),
            affine: AffineTables::default(),
            allow_unregistered: false,
            print_op_on_diagnostic: true,
            diagnostic_print: Default::default(),
            resources: Default::default(),
            distinct_count: 0,
            side_diagnostics: Default::default(),
            side_output: Default::default(),
            has_loc_attrs: false,
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
        }
    }

    /// Makes room for `additional` more operations at once (a hint: a
    /// reservation the allocator refuses is skipped). Growing the operation
    /// store as it fills copies it to a buffer twice its size, and while it
    /// is copied both are resident: reserving once for an input's expected
    /// size keeps that copy out of the peak memory (pages reserved but never
    /// written are not resident).
    pub fn reserve_ops(&mut self, additional: usize) {
        self.ops.reserve(additional);
    }

    /// Allows (or forbids) operations of dialects that are not registered.
    pub fn allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Whether unregistered dialects are allowed.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether errors at an op carry the op as a note
    /// (`MLIRContext::printOpOnDiagnostic`; `mlir-opt` turns it off with
    /// `--verify-diagnostics`).
    pub fn set_print_op_on_diagnostic(&mut self, on: bool) {
        self.print_op_on_diagnostic = on;
    }

    /// Whether errors at an op carry the op as a note.
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic
    }

    /// Emits a diagnostic that fails nothing (a warning or a remark) from
    /// code that has only a shared context, such as a verifier (MLIR's
    /// `emitWarning(loc)` from `verify()`): the tool reports it with the
    /// outcome of the step that emitted it.
    pub fn emit_side_diagnostic(&self, diag: Diagnostic) {
        if let Ok(mut pending) = self.side_diagnostics.lock() {
            pending.push(diag);
        }
    }

    /// Takes the diagnostics [`Context::emit_side_diagnostic`] emitted
    /// since the last call, in order.
    pub fn take_side_diagnostics(&mut self) -> Vec<Diagnostic> {
        match self.side_diagnostics.get_mut() {
            Ok(pending) => std::mem::take(pending),
            Err(_) => Vec::new(),
        }
    }

    /// Writes `text` to the tool's standard output from a pass (upstream's
    /// `llvm::outs() << ...`, as `transform.print` does): the tool writes
    /// it, in order, before the output of the step that wrote it.
    pub fn emit_side_output(&self, text: &str) {
        if let Ok(mut pending) = self.side_output.lock() {
            pending.push_str(text);
        }
    }

    /// Takes the text [`Context::emit_side_output`] wrote since the last
    /// call.
    pub fn take_side_output(&mut self) -> String {
        match self.side_output.get_mut() {
            Ok(pending) => std::mem::take(pending),
            Err(_) => String::new(),
        }
    }

    /// Sets the printing flags ops in diagnostics start from (`mlir-opt`'s
    /// `--mlir-print-debuginfo`, `--mlir-print-op-generic`, ... apply to
    /// them too).
    pub fn set_diagnostic_print_options(&mut self, options: crate::core::printer::PrintOptions) {
        self.diagnostic_print = options;
    }

    /// The printing flags ops in diagnostics start from.
    pub fn diagnostic_print_options(&self) -> &crate::core::printer::PrintOptions {
        &self.diagnostic_print
    }

    /// Interns a string.
    pub fn ident(&mut self, s: &str) -> Ident {
        Ident(self.strs.intern(s))
    }

    /// Looks up an already interned string.
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.strs.lookup(s).map(Ident)
    }

    /// The text of an interned string.
    #[inline]
    pub fn ident_str(&self, i: Ident) -> &str {
        self.strs.get(i.0)
    }

    /// Interns an operation name (`dialect.op`).
    pub fn op_name(&mut self, name: &str) -> OpName {
        if let Some(&n) = self.op_name_map.get(name) {
            return n;
        }
        let id = OpName(self.op_names.len() as u32);
        let dialect_len = name.find('.').unwrap_or(0);
        self.op_names.push(OpNameInfo {
            name: name.into(),
            dialect_len,
            def: None,
            default_parts: None,
        });
        self.op_name_map.insert(name.into(), id);
        id
    }

    /// Looks up an already interned operation name.
    pub fn lookup_op_name(&self, name: &str) -> Option<OpName> {
        self.op_name_map.get(name).copied()
    }

    /// The full text of an operation name.
    #[inline]
    pub fn op_name_str(&self, n: OpName) -> &str {
        &self.op_names[n.0 as usize].name
    }

    /// The registered operations' definitions, in registration order of
    /// their names (MLIR's `MLIRContext::getRegisteredOperations`, unsorted).
    pub fn registered_operations(&self) -> impl Iterator<Item = &Rc<OpDefinition>> + '_ {
        self.op_names.iter().filter_map(|info| info.def.as_ref())
    }

    /// The dialect prefix of an operation name (empty if none).
    pub fn op_name_dialect(&self, n: OpName) -> &str {
        let info = &self.op_names[n.0 as usize];
        &info.name[..info.dialect_len]
    }

    /// The registered definition of an operation name, if any.
    #[inline]
    pub fn op_definition(&self, n: OpName) -> Option<&Rc<OpDefinition>> {
        self.op_names[n.0 as usize].def.as_ref()
    }

    /// The registered definition of an operation name, to complete it
    /// right after its registration (`None` once it is shared).
    pub(crate) fn op_definition_mut(&mut self, n: OpName) -> Option<&mut OpDefinition> {
        self.op_names[n.0 as usize].default_parts = None;
        self.op_names[n.0 as usize]
            .def
            .as_mut()
            .and_then(Rc::get_mut)
    }

    /// Adds the check of a native trait that ODS does not know (one a
    /// dialect defines, such as tosa's `MulOperandsAndResultElementType`)
    /// to the registered op `name`, run with the op's other custom traits.
    /// False when the op is not registered or its definition is already
    /// shared (add it right after registering the op).
    pub fn add_custom_trait_verifier(
        &mut self,
        name: &str,
        verify: crate::core::registry::VerifyFn,
    ) -> bool {
        let n = self.op_name(name);
        match self.op_definition_mut(n) {
            Some(def) => {
                def.custom_trait_verifiers.push(verify);
                true
            }
            None => false,
        }
    }

    /// Attaches an implementation of interface `I` to the op `name` (MLIR's
    /// `Op::attachInterface`, an external model): to its definition now if
    /// it is registered, and to each definition registered under that name
    /// later. False when a registered definition is already shared (the
    /// model then reaches only the next registration).
    pub fn attach_op_interface<I: ?Sized + 'static>(
        &mut self,
        name: &str,
        imp: &'static I,
    ) -> bool {
        let model = ExternalModel {
            interface: std::any::TypeId::of::<I>(),
            make: Box::new(move || Box::new(imp)),
        };
        self.op_external_models
            .entry(name.to_string())
            .or_default()
            .push(model);
        let n = self.op_name(name);
        if self.op_names[n.0 as usize].def.is_none() {
            return true;
        }
        match self.op_definition_mut(n) {
            Some(def) => {
                def.add_interface::<I>(imp);
                true
            }
            None => false,
        }
    }

    /// Registers a dialect (namespace and dialect-wide hooks).
    pub fn register_dialect(&mut self, def: DialectDefinition) {
        self.dialects.insert(def.namespace.clone(), Rc::new(def));
    }

    /// The registered dialect with this namespace.
    pub fn dialect(&self, namespace: &str) -> Option<&Rc<DialectDefinition>> {
        self.dialects.get(namespace)
    }

    /// Registers an operation. Its dialect is registered too (with default
    /// hooks) if it is not yet. Re-registering a name replaces the definition.
    pub fn register_op(&mut self, mut def: OpDefinition) -> OpName {
        def.compute_trait_bits();
        def.property_idents = def.property_names.iter().map(|n| self.ident(n)).collect();
        if let Some(models) = self.op_external_models.get(&def.name) {
            for m in models {
                def.interfaces.insert(m.interface, (m.make)());
            }
        }
        let n = self.op_name(&def.name);
        let dialect = self.op_name_dialect(n).to_string();
        if !self.dialects.contains_key(&dialect) {
            self.register_dialect(DialectDefinition::new(&dialect));
        }
        let info = &mut self.op_names[n.0 as usize];
        info.def = Some(Rc::new(def));
        info.default_parts = None;
        n
    }

    /// Number of live operations.
    pub fn num_live_ops(&self) -> usize {
        self.ops.len()
    }
}

/// An interface implementation attached to an op from outside its
/// definition: the interface, and how to make the definition's entry.
pub(crate) struct ExternalModel {
    interface: std::any::TypeId,
    make: Box<dyn Fn() -> Box<dyn std::any::Any>>,
}
